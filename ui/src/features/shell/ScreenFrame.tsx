import { Callout, Card } from '@blueprintjs/core';
import { PageHeader } from '../../layout/PageHeader';
import { FilterField } from './FilterField';
import { filterId, type ScreenDef } from './screen';
import { screenTrail } from './screen-trail';
import './screen-frame.css';

/**
 * A route of the spec whose screen a later release builds: its real title, breadcrumbs and filters,
 * and a plain statement that it is not available yet. No sample rows: an empty frame cannot mislead.
 */
export function ScreenFrame({ screen }: { screen: ScreenDef }) {
  const filters = screen.filters ?? [];
  return (
    <>
      <PageHeader title={screen.title} trail={screenTrail(screen)} />
      {filters.length > 0 && (
        <Card className="screen-filters" aria-label="Filters">
          {filters.map((filter) => {
            const id = filterId(filter);
            return <FilterField key={id} filter={filter} id={id} />;
          })}
        </Card>
      )}
      <Callout intent="warning" icon="build" title="Not available yet" className="screen-frame__notice">
        <p>The {screen.title} screen is not available in this release yet. No data is shown here.</p>
        <p>When it is built: {screen.purpose}</p>
        {screen.fields && screen.fields.length > 0 && (
          <p className="screen-frame__fields">It will show: {screen.fields.join(', ')}.</p>
        )}
      </Callout>
    </>
  );
}
