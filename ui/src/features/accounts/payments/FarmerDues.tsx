import { Callout } from '@blueprintjs/core';
import type { CashPaymentAnswer } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { usePrintJob } from '../../documents/use-print-job';
import { BatchAllButton } from './BatchAllButton';
import { CashPaymentsOfDay } from './CashPaymentsOfDay';
import { DueFigures } from './DueFigures';
import { FarmerDueTable } from './FarmerDueTable';
import { FarmerLotsPanel } from './FarmerLotsPanel';
import { PaymentDone, receiptPrint } from './PaymentDone';
import { lateFirst } from './payment-labels';
import { useFarmerDues } from './payments-api';

/** The farmers with money due as on the date; picking one opens their lots to pay. */
export function FarmerDues({ date, picked }: { date: string; picked?: string }) {
  const dues = useFarmerDues({ date, marketId: picked });
  const market = useBillMarket(picked);
  const [selectedId, setSelectedId] = useState<string>();
  const [paid, setPaid] = useState<CashPaymentAnswer>();
  const receipt = usePrintJob();
  const farmers = useMemo(() => lateFirst(dues.data?.data ?? []), [dues.data]);
  const selected = farmers.find((f) => f.farmerId === selectedId);

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="pay its farmers" />}
      {paid && (
        <PaymentDone
          payment={paid}
          marketId={market.marketId}
          job={receipt}
          onClose={() => setPaid(undefined)}
        />
      )}
      {dues.data && <DueFigures info={dues.data} farmers={farmers} />}
      <div className="billing__actions">
        <BatchAllButton
          farmers={farmers}
          date={date}
          marketId={market.marketId}
          disabled={market.needsPick}
        />
      </div>
      {dues.data && farmers.length === 0 ? (
        <Callout intent="success" icon="tick-circle" className="billing__message">
          No farmer is owed money as on this date.
        </Callout>
      ) : (
        <FarmerDueTable
          farmers={farmers}
          loading={dues.isPending}
          selectedId={selectedId}
          onSelect={(farmerId) => setSelectedId(farmerId)}
        />
      )}
      {selected && (
        <FarmerLotsPanel
          key={selected.farmerId}
          farmer={selected}
          date={date}
          marketId={market.marketId}
          canWrite={!market.needsPick}
          onPaid={(answer) => {
            setPaid(answer);
            setSelectedId(undefined);
            // The receipt prints at once: the farmer signs the original before taking the cash.
            const print = receiptPrint(answer, market.marketId);
            void receipt.print(print.request, print.fileName);
          }}
          onBatched={() => setSelectedId(undefined)}
        />
      )}
      <CashPaymentsOfDay date={date} picked={picked} marketId={market.marketId} />
    </>
  );
}
