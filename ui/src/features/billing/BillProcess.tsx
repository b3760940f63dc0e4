import { Button } from '@blueprintjs/core';
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
  const processAll = () =>
    process.run(`Make the farmer bills and reeler invoices of ${displayDate(date)}?`, {
      date,
      marketId: market.marketId,
    });

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="process its bills" />}
      {day.data && <DayFigures day={day.data} />}
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="layers"
          text="Process all"
          loading={process.busy}
          disabled={market.needsPick || process.busy}
          onClick={() => void processAll()}
        />
      </div>
      <CustomerDayTable customer="Farmer" rows={day.data?.farmers} loading={day.isPending} />
      <CustomerDayTable customer="Reeler" rows={day.data?.reelers} loading={day.isPending} />
      {process.dialog}
    </>
  );
}
