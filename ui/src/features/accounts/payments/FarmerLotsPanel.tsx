import { Button, Callout, Card, Checkbox, H5, HTMLTable } from '@blueprintjs/core';
import type { CashPaymentAnswer, FarmerDue } from '@cocoon/domain';
import { displayDate, formatHundredths, formatRupees } from '@cocoon/domain';
import { useState } from 'react';
import { SCROLL_TARGET, useScrollIntoView } from '../../../components/scroll/use-scroll-into-view';
import { BankStatusTag } from './BankStatusTag';
import { CashOnHand } from './CashOnHand';
import { DaysWaiting } from './DaysWaiting';
import { batchRefusal, payableLots, selectedDue } from './payment-labels';
import { useBatchAdd } from './use-batch-add';
import { useCashPayment } from './use-cash-payment';

export interface FarmerLotsPanelProps {
  farmer: FarmerDue;
  /** The as-on date: an online batch is the batch of this date. */
  date: string;
  marketId: string | undefined;
  /** False while an AD or RJD has not picked a market: a payment is for one market. */
  canWrite: boolean;
  onPaid: (payment: CashPaymentAnswer) => void;
  onBatched: () => void;
}

/**
 * One farmer's lots with money due, every payable lot picked to begin with; the lots picked are paid in cash or
 * put into the date's online batch. A lot already in a batch, or owed back after a correction, is shown but
 * cannot be picked.
 */
export function FarmerLotsPanel({
  farmer,
  date,
  marketId,
  canWrite,
  onPaid,
  onBatched,
}: FarmerLotsPanelProps) {
  const payable = payableLots(farmer);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(payable.map((l) => l.lotId)));
  // Opened from a row of a long list: the panel comes into view instead of opening below the fold.
  const into = useScrollIntoView<HTMLDivElement>();
  const cash = useCashPayment();
  const batch = useBatchAdd();
  const gross = selectedDue(farmer, picked);
  // What the farmer owes back on lots corrected down after payment is set off first (issue 22): the server
  // decides it on the farmer as a whole; this is the same figure for the officer to see before paying.
  const setOff = Math.min(farmer.recoverablePaise, gross);
  const total = gross - setOff;
  const lotIds = payable.filter((l) => picked.has(l.lotId)).map((l) => l.lotId);
  const refusal = batchRefusal(farmer);
  const busy = cash.busy || batch.busy;
  const toggle = (lotId: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(lotId)) next.delete(lotId);
      else next.add(lotId);
      return next;
    });

  return (
    <Card
      ref={into}
      className={`payments__panel ${SCROLL_TARGET}`}
      aria-label={`Lots of ${farmer.farmerName}`}
      role="region"
    >
      <H5>
        {farmer.farmerName} ({farmer.farmerCode}){farmer.village && ` · ${farmer.village}`}
      </H5>
      <BankStatusTag bank={farmer.bank} />
      {/* On a phone the lots scroll sideways inside the panel, not the whole page (WCAG reflow at 320 px). */}
      <section
        className="payments__lots-scroll"
        aria-label={`Due lots of ${farmer.farmerCode}, scrollable`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
        tabIndex={0}
      >
        <HTMLTable compact striped className="payments__lots" aria-label={`Due lots of ${farmer.farmerCode}`}>
          <thead>
            <tr>
              <th scope="col">Pay</th>
              <th scope="col">Lot No</th>
              <th scope="col">Auction date</th>
              <th scope="col">Bill No</th>
              <th scope="col" className="payments__number">
                Net (Rs)
              </th>
              <th scope="col" className="payments__number">
                Paid (Rs)
              </th>
              <th scope="col" className="payments__number">
                In batch (Rs)
              </th>
              <th scope="col" className="payments__number">
                Due (Rs)
              </th>
              <th scope="col" className="payments__number">
                Days since weighing
              </th>
            </tr>
          </thead>
          <tbody>
            {farmer.lots.map((lot) => {
              const canPick = lot.duePaise > 0;
              return (
                <tr key={lot.lotId}>
                  <td>
                    <Checkbox
                      className="payments__pick"
                      checked={canPick && picked.has(lot.lotId)}
                      disabled={!canPick}
                      aria-label={`Pay lot ${lot.lotNo}`}
                      onChange={() => toggle(lot.lotId)}
                    />
                  </td>
                  <td>{lot.lotNo}</td>
                  <td>{displayDate(lot.auctionDate)}</td>
                  <td>{lot.billNo ?? 'not billed'}</td>
                  <td className="payments__number">{formatHundredths(lot.netPaise)}</td>
                  <td className="payments__number">{formatHundredths(lot.paidPaise)}</td>
                  <td className="payments__number">{formatHundredths(lot.inTransitPaise)}</td>
                  <td className="payments__number">
                    {lot.duePaise < 0
                      ? `${formatHundredths(-lot.duePaise)} owed back`
                      : formatHundredths(lot.duePaise)}
                  </td>
                  <td className="payments__number">
                    <DaysWaiting days={lot.daysSinceWeighing} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </section>
      {farmer.recoverablePaise > 0 && (
        <Callout intent="warning" icon="warning-sign" className="payments__recoverable">
          {farmer.farmerName} owes back <strong>{formatRupees(farmer.recoverablePaise)}</strong> on lots
          corrected after payment. It is set off against this payment and shown on the receipt or the bank
          row.
        </Callout>
      )}
      <p className="payments__selected" aria-live="polite">
        {lotIds.length} of {payable.length} lots picked ·{' '}
        {setOff > 0 ? (
          <>
            {formatRupees(gross)} less {formatRupees(setOff)} owed back ={' '}
            <strong>{formatRupees(total)}</strong>
          </>
        ) : (
          <strong>{formatRupees(total)}</strong>
        )}
      </p>
      <CashOnHand marketId={marketId} enabled={canWrite} totalPaise={total} />
      <div className="billing__actions">
        <Button
          intent="primary"
          icon="bank-account"
          text="Pay in cash"
          loading={cash.busy}
          disabled={!canWrite || busy || lotIds.length === 0 || total <= 0}
          onClick={() =>
            void cash
              .pay({ farmer, lotIds, totalPaise: total, marketId })
              .then((answer) => answer && onPaid(answer))
          }
        />
        <Button
          icon="send-to"
          text="Add to online batch"
          loading={batch.busy}
          disabled={!canWrite || busy || lotIds.length === 0 || total <= 0 || refusal !== undefined}
          aria-describedby={refusal ? `batch-refusal-${farmer.farmerId}` : undefined}
          onClick={() =>
            void batch
              .add({ farmer, lotIds, totalPaise: total, marketId, batchDate: date })
              .then((added) => added && onBatched())
          }
        />
      </div>
      {refusal && (
        <Callout intent="warning" icon="warning-sign" id={`batch-refusal-${farmer.farmerId}`}>
          Online payment not possible: {refusal}.
        </Callout>
      )}
      {farmer.bank.status === 'failed' && (
        <Callout intent="warning" icon="warning-sign">
          The last online payment to this account failed ({farmer.bank.failureReason ?? 'no reason given'}):
          check the bank details in the farmer master before batching again, or pay in cash.
        </Callout>
      )}
      {cash.dialog}
      {batch.dialog}
    </Card>
  );
}
