import { Callout, Spinner } from '@blueprintjs/core';
import { MESSAGES, REPORT_PAGE_SIZE, type ReportDefinition } from '@cocoon/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, type FieldErrors } from '../../api/errors';
import { TablePager } from '../../components/table/TablePager';
import { PageHeader } from '../../layout/PageHeader';
import { today as businessToday } from '../auction/use-day-filter';
import { screenTrail } from '../shell/screen-trail';
import { findScreen } from '../shell/screens';
import { DrillFilter } from './DrillFilter';
import { ReportExports } from './ReportExports';
import { ReportForm } from './ReportForm';
import { ReportSummary } from './ReportSummary';
import { ReportTable } from './ReportTable';
import { pagedOnServer, useReportAnswer } from './report-api';
import {
  formParams,
  hasAnyParam,
  type ReportParams,
  readReportParams,
  reportParamErrors,
  reportSearch,
  uniqueMessages,
} from './report-params';
import '../../components/table/data-table.css';
import './reports.css';

// recharts is most of the page's code and only some answers have a chart: it loads when one does.
const ReportChartView = lazy(async () => ({ default: (await import('./ReportChartView')).ReportChartView }));

/**
 * Any report definition as a page (issue 13, "One generic report page"): its parameters in the URL (a shared link
 * or the back button shows the same answer), the spec's messages before calling, the table with its totals row,
 * the summary, the chart, the drill-down links and the exports. A new definition needs no code here.
 */
export function ReportPage({ definition }: { definition: ReportDefinition }) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const today = businessToday();
  const params = useMemo(() => readReportParams(definition, search), [definition, search]);
  const query = reportSearch(definition, params);
  const urlErrors = reportParamErrors(definition, params);
  // A report whose parameters are all optional answers at once; one that needs a date waits to be asked.
  const needsNothing = Object.keys(reportParamErrors(definition, {})).length === 0;
  const asked = needsNothing || hasAnyParam(definition, search);
  const ready = asked && Object.keys(urlErrors).length === 0;
  // The page on screen, of these parameters: new parameters start at the first page.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const answer = useReportAnswer(definition, query, ready, pagedOnServer(definition) ? page : null);
  const serverErrors: FieldErrors =
    answer.error instanceof ApiError && answer.error.kind === 'validation' ? answer.error.fieldErrors : {};
  const errors = asked ? { ...urlErrors, ...serverErrors } : {};
  const messages = uniqueMessages(errors);
  const formless = definition.parameters.every((kind) => kind === 'lotFilter');
  const screen = findScreen(path);
  const hiddenKeys = useMemo(
    () => new Set(definition.columns.filter((c) => c.hidden).map((c) => c.key)),
    [definition],
  );

  const submit = (next: ReportParams) => {
    const nextSearch = reportSearch(definition, next);
    // The same parameters again: ask again (a day's lots change while the market runs).
    if (nextSearch === query && ready) void answer.refetch();
    // A push, not a replace: the back button returns to the parameters before.
    else navigate(`${path}?${nextSearch}`);
  };

  const data = answer.data;
  const rowCount = data ? (data.rowCount ?? data.rows.length) : 0;
  const body = !asked ? (
    <Callout intent="primary" icon="filter" className="report-page__hint">
      Choose the parameters and press Show.
    </Callout>
  ) : messages.length > 0 ? (
    // The form shows its messages by its fields; the drill-down has no form, so they show here.
    formless && (
      <Callout intent="warning" role="alert" className="report-page__errors">
        {messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </Callout>
    )
  ) : answer.isError ? (
    <Callout intent="danger" role="alert">
      {answer.error.message}
    </Callout>
  ) : !data ? (
    <Spinner size={30} aria-label={`Loading ${definition.title}`} />
  ) : (
    <section className="report-page__answer" aria-label={data.title} aria-busy={answer.isFetching}>
      {rowCount === 0 ? (
        <Callout intent="primary" icon="info-sign" role="status">
          {definition.emptyMessage ?? MESSAGES.noDataFound}
        </Callout>
      ) : (
        <>
          <ReportTable answer={data} hiddenKeys={hiddenKeys} />
          {/* The server's pages (issue 28): shown when the answer is more than one page. */}
          {rowCount > REPORT_PAGE_SIZE && (
            <TablePager
              pageIndex={page - 1}
              pageSize={REPORT_PAGE_SIZE}
              totalRows={rowCount}
              onPageChange={(index) => setPaging({ query, page: index + 1 })}
            />
          )}
          <ReportSummary lines={data.summary} />
          {data.chart && (
            <Suspense fallback={<Spinner size={30} aria-label="Loading the chart" />}>
              <ReportChartView answer={data} chart={data.chart} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );

  return (
    <div className="report-page">
      <PageHeader
        title={screen?.title ?? definition.title}
        trail={screen ? screenTrail(screen) : []}
        actions={
          <ReportExports
            definition={definition}
            search={query}
            rows={rowCount}
            disabled={!data || rowCount === 0 || answer.isFetching}
          />
        }
      />
      <p className="report-page__purpose bp6-text-muted">{definition.purpose}</p>
      {definition.parameters.includes('lotFilter') && <DrillFilter params={params} />}
      <ReportForm
        key={search}
        definition={definition}
        initial={formParams(definition, search, today)}
        today={today}
        errors={errors}
        onSubmit={submit}
      />
      {body}
    </div>
  );
}
