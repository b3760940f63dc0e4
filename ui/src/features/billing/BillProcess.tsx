import { Button, Callout } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { BILL_PROCESS } from '../shell/screens';
import { BillDayScreen } from './BillDayScreen';
import { type BillProcessDay, useBillProcessDay } from './billing-api';
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
  // Issue 27: the day looks finished when it is: every customer with lots weighed is billed, and no approved
  // lot still waits for its weight (it would need a bill of its own once weighed).
  const nothingToBill =
    day.data !== undefined && day.data.farmer.toBill === 0 && day.data.reeler.toBill === 0;
  const allBilled =
    nothingToBill && day.data !== undefined && day.data.weighedLots > 0 && day.data.toWeighLots === 0;
  const processAll = () =>
    process.run(`Make the farmer bills and reeler invoices of ${displayDate(date)}?`, {
      date,
      marketId: market.marketId,
    });

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="process its bills" />}
      {day.data && <DayFigures day={day.data} />}
      {day.data && nothingToBill && <DayDone day={day.data} date={date} allBilled={allBilled} />}
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="layers"
          text="Process all"
          loading={process.busy}
          disabled={market.needsPick || process.busy || nothingToBill}
          onClick={() => void processAll()}
        />
      </div>
      <CustomerDayTable customer="Farmer" rows={day.data?.farmers} loading={day.isPending} />
      <CustomerDayTable customer="Reeler" rows={day.data?.reelers} loading={day.isPending} />
      {process.dialog}
    </>
  );
}

/** Why Process all has nothing to do: all billed, billed so far with lots still to weigh, or nothing weighed. */
function DayDone({ day, date, allBilled }: { day: BillProcessDay; date: string; allBilled: boolean }) {
  if (allBilled)
    return (
      <Callout intent="success" icon="tick-circle" className="billing__message">
        All billed: every lot weighed on {displayDate(date)} is in a farmer bill ({day.farmer.billed}) and a
        reeler invoice ({day.reeler.billed}).
      </Callout>
    );
  if (day.toWeighLots > 0)
    return (
      <Callout intent="warning" icon="time" className="billing__message">
        Every lot weighed so far is billed; {day.toWeighLots} approved{' '}
        {day.toWeighLots === 1 ? 'lot is' : 'lots are'} still to weigh. Process again once{' '}
        {day.toWeighLots === 1 ? 'it is' : 'they are'} weighed.
      </Callout>
    );
  return (
    <Callout intent="primary" icon="info-sign" className="billing__message">
      Nothing to bill: no lot was weighed on {displayDate(date)}.
    </Callout>
  );
}
