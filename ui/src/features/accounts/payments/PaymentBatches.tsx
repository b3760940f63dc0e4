import { Callout, Card } from '@blueprintjs/core';
import { Link } from 'wouter';
import { count, rupees } from '../../auction/figures';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { FARMER_PAYMENT_LIST } from '../../shell/screens';
import { BatchCard } from './BatchCard';
import { PaymentRunPanel } from './PaymentRunPanel';
import { usePaymentList } from './payments-api';
import { ReturnsPanel } from './ReturnsPanel';

/** The date's batches, each with its rows, and the date's totals. */
export function PaymentBatches({ date, picked }: { date: string; picked?: string }) {
  const list = usePaymentList({ date, marketId: picked });
  const market = useBillMarket(picked);
  const batches = list.data?.batches ?? [];
  const totals = list.data?.totals;
  return (
    <>
      {market.needsPick && <PickMarketNotice doing="send its bank file" />}
      <PaymentRunPanel date={date} marketId={market.marketId} enabled={!market.needsPick} />
      <ReturnsPanel marketId={market.marketId} enabled={!market.needsPick} />
      {totals && (
        <dl className="billing-figures">
          {[
            { id: 'rows', label: 'Rows', value: count(totals.rows) },
            { id: 'amount', label: 'Amount', value: rupees(totals.amountPaise) },
            { id: 'paid', label: 'Paid by the bank', value: rupees(totals.paidPaise) },
            { id: 'failed', label: 'Failed', value: rupees(totals.failedPaise) },
            { id: 'pending', label: 'Awaiting the bank', value: rupees(totals.pendingPaise) },
          ].map((f) => (
            <Card key={f.id} data-figure={f.id} compact>
              <dt>{f.label}</dt>
              <dd className="billing-figures__value">{f.value}</dd>
            </Card>
          ))}
        </dl>
      )}
      {list.data && batches.length === 0 && (
        <Callout intent="primary" icon="info-sign" className="billing__message">
          No online batch on this date. Farmers with bank details are added from{' '}
          <Link href={`${FARMER_PAYMENT_LIST.path}?date=${date}`}>{FARMER_PAYMENT_LIST.title}</Link>.
        </Callout>
      )}
      {batches.map((batch) => (
        <BatchCard key={batch.batchId} batch={batch} marketId={market.marketId ?? batch.marketId} />
      ))}
    </>
  );
}
