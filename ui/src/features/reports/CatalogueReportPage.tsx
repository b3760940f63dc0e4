import { useLocation } from 'wouter';
import { ReportPage } from './ReportPage';
import { reportAt } from './report-routes';

/**
 * The screen of every report route: the definition at the browser's path, drawn by the one report page. The screen
 * table routes here only for paths the catalogue has, so a path without one cannot reach it.
 */
export function CatalogueReportPage() {
  const [path] = useLocation();
  const definition = reportAt(path);
  if (!definition) return null;
  return <ReportPage key={definition.id} definition={definition} />;
}
