import { Callout } from '@blueprintjs/core';
import type { CashPaymentAnswer } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { BatchAllButton } from './BatchAllButton';
import { CashPaymentsOfDay } from './CashPaymentsOfDay';
import { DueFigures } from './DueFigures';
import { FarmerDueTable } from './FarmerDueTable';
import { FarmerLotsPanel } from './FarmerLotsPanel';
import { PaymentDone } from './PaymentDone';
import { lateFirst } from './payment-labels';
import { useFarmerDues } from './payments-api';

/** The farmers with money due as on the date; picking one opens their lots to pay. */
export function FarmerDues({ date, picked }: { date: string; picked?: string }) {
  const dues = useFarmerDues({ date, marketId: picked });
  const market = useBillMarket(picked);
  const [selectedId, setSelectedId] = useState<string>();
  const [paid, setPaid] = useState<CashPaymentAnswer>();
  const farmers = useMemo(() => lateFirst(dues.data?.data ?? []), [dues.data]);
  const selected = farmers.find((f) => f.farmerId === selectedId);

  return (
    <>
      {market.needsPick && <PickMarketNotice doing="pay its farmers" />}
      {paid && <PaymentDone payment={paid} marketId={market.marketId} onClose={() => setPaid(undefined)} />}
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
            // Nothing prints by itself (issue 27): the cashier prints the original from the panel for the
            // farmer to sign before taking the cash.
            setSelectedId(undefined);
          }}
          onBatched={() => setSelectedId(undefined)}
        />
      )}
      <CashPaymentsOfDay date={date} picked={picked} marketId={market.marketId} />
    </>
  );
}
