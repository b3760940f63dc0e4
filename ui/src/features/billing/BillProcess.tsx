import { Button, Callout } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { BILL_PROCESS } from '../shell/screens';
import { BillDayScreen } from './BillDayScreen';
import { useBillProcessDay } from './billing-api';
import { CustomerDayTable } from './CustomerDayTable';
import { DayFigures } from './DayFigures';
import { PickMarketNotice } from './PickMarketNotice';
import { useBillMarket } from './use-bill-market';
import { useConfirmedProcess } from './use-confirmed-process';

/** /app/billprocess: the date's weighing and billing at a glance, and one button that bills the whole day. */
export function BillProcess() {
  return (
    <BillDayScreen screen={BILL_PROCESS}>
      {(date, picked) => <ProcessDay date={date} picked={picked} />}
    </BillDayScreen>
  );
}

function ProcessDay({ date, picked }: { date: string; picked?: string }) {
  const day = useBillProcessDay({ date, marketId: picked });
  const process = useConfirmedProcess('day');
  const market = useBillMarket(picked);
  // Issue 27: the day looks finished when it is: every customer with lots weighed is billed.
  const allBilled =
    day.data !== undefined &&
    day.data.weighedLots > 0 &&
    day.data.farmer.toBill === 0 &&
    day.data.reeler.toBill === 0;
  const processAll = () =>
    process.run(`Make the farmer bills and reeler invoices of ${displayDate(date)}?`, {
      date,
      marketId: market.marketId,
    });

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="process its bills" />}
      {day.data && <DayFigures day={day.data} />}
      {allBilled && day.data && (
        <Callout intent="success" icon="tick-circle" className="billing__message">
          All billed: every lot weighed on {displayDate(date)} is in a farmer bill ({day.data.farmer.billed})
          and a reeler invoice ({day.data.reeler.billed}).
        </Callout>
      )}
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="layers"
          text="Process all"
          loading={process.busy}
          disabled={market.needsPick || process.busy || allBilled}
          onClick={() => void processAll()}
        />
      </div>
      <CustomerDayTable customer="Farmer" rows={day.data?.farmers} loading={day.isPending} />
      <CustomerDayTable customer="Reeler" rows={day.data?.reelers} loading={day.isPending} />
      {process.dialog}
    </>
  );
}
