import { Callout, Card, NonIdealState, Slider, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../layout/PageHeader';
import { reportCrumbs } from '../reports/report-crumbs';
import { screenTrail } from '../shell/screen-trail';
import { LOT_HISTORY } from '../shell/screens';
import { LotHistoryState } from './LotHistoryState';
import { LotHistorySteps } from './LotHistorySteps';
import { useLotHistory } from './lot-history-api';
import { lotIdFromPath } from './lot-history-view';
import '../../components/table/data-table.css';
import './auction.css';
import './live.css';

/**
 * /app/lothistory/:lotId, the auditors' view of one lot: every step from inward to weighing in order, with
 * who took it and the server's time, read from the lot's own events. The slider (or a click on a step) shows
 * the lot as it stood after that step, so a late or altered bid cannot hide in a summary.
 */
export function LotHistory() {
  const [location] = useLocation();
  const lotId = lotIdFromPath(location);
  // Opened from a report, the breadcrumbs lead back to it; else to the E-Auction screens it belongs to.
  const trail = reportCrumbs(useSearch()) ?? screenTrail(LOT_HISTORY);
  const history = useLotHistory(lotId);
  const [chosen, setChosen] = useState<number | undefined>();
  const steps = history.data?.steps ?? [];
  const last = steps.length - 1;
  const selected = chosen === undefined || chosen > last ? last : chosen;
  const lot = history.data?.lot;
  const title = lot ? `Lot History — Lot ${lot.lotNo}` : 'Lot History';

  return (
    <>
      <PageHeader title={title} trail={trail} />
      {history.isPending && lotId && <Spinner aria-label="Loading" />}
      {history.isError && (
        <Callout intent="danger" title="Lot history not available">
          {history.error.message}
        </Callout>
      )}
      {!lotId && <NonIdealState icon="search" title="No lot chosen" description="Open a lot from a list." />}
      {lot && (
        <p className="lot-history__lot">
          {lot.inwardDate.split('-').reverse().join('/')} · {lot.marketName ?? ''} · {lot.farmerName} (
          {lot.farmerCode}) · {lot.silkName}
        </p>
      )}
      {steps.length > 0 && (
        <div className="lot-history">
          <Card className="lot-history__slider" aria-label="Step slider">
            <Slider
              min={0}
              max={Math.max(last, 1)}
              disabled={last < 1}
              stepSize={1}
              labelStepSize={1}
              labelRenderer={(value) => String(value + 1)}
              value={selected}
              onChange={setChosen}
              handleHtmlProps={{ 'aria-label': 'Step' }}
            />
          </Card>
          <div className="lot-history__state">
            <LotHistoryState step={steps[selected]!} index={selected} total={steps.length} />
          </div>
          <div className="lot-history__steps">
            <LotHistorySteps steps={steps} selected={selected} onSelect={setChosen} />
          </div>
        </div>
      )}
    </>
  );
}
