import { AnchorButton, Tag } from '@blueprintjs/core';
import { formatRupees } from '@cocoon/domain';
import type { ReactNode } from 'react';
import { kg, rupeesPerKg } from './figures';
import type { ReelerOutcome } from './reeler-outcome';

type Decided = Exclude<ReelerOutcome, { kind: 'bidding' | 'awaiting' }>;

/**
 * The market's decision on a lot as this reeler's card shows it (issue 27): Won with the approved rate, then the
 * weighed kg and what the reeler pays, then the invoice (which opens under "My invoices"); Lost or Sold to
 * another reeler (never named); Rejected with the officer's reason; Not sold.
 */
export function ReelerLotOutcome({
  outcome,
  highestBidPaise,
  myBidPaise,
  onOpenInvoice,
}: {
  outcome: Decided;
  highestBidPaise: number | null;
  myBidPaise: number | null;
  onOpenInvoice: (billId: string) => void;
}) {
  return (
    <div className={`reeler-outcome reeler-outcome--${outcome.kind}`} role="status" aria-label="Result">
      <div className="reeler-outcome__head">{head(outcome, myBidPaise)}</div>
      {outcome.kind === 'won' && (outcome.weighed || outcome.invoice) && (
        <dl className="reeler-outcome__facts">
          {outcome.weighed && (
            <>
              <Fact label="Weighed">{kg(outcome.weighed.netGrams)}</Fact>
              <Fact label="You pay">{formatRupees(outcome.weighed.payablePaise)}</Fact>
            </>
          )}
          {outcome.invoice && (
            <Fact label="Invoiced">
              <AnchorButton
                variant="minimal"
                intent="primary"
                icon="document-open"
                className="reeler-outcome__invoice"
                href="#my-invoices-title"
                text={outcome.invoice.invoiceNo}
                onClick={(event) => {
                  event.preventDefault();
                  onOpenInvoice(outcome.invoice!.billId);
                }}
              />
            </Fact>
          )}
        </dl>
      )}
      {outcome.kind === 'lost' && (
        <p className="reeler-outcome__note">
          Sold to another reeler
          {highestBidPaise !== null && (
            <>
              {' '}
              at <strong>{rupeesPerKg(highestBidPaise)}</strong>
            </>
          )}
        </p>
      )}
      {outcome.kind === 'rejected' && (
        <p className="reeler-outcome__reason">
          Reason: <strong>{outcome.reason ?? 'not given'}</strong>
        </p>
      )}
    </div>
  );
}

function head(outcome: Decided, myBidPaise: number | null): ReactNode {
  const yours = myBidPaise === null ? null : <span>Your bid {rupeesPerKg(myBidPaise)}</span>;
  switch (outcome.kind) {
    case 'won':
      return (
        <>
          <Tag intent="success" size="large" icon="endorsed">
            Won
          </Tag>
          {outcome.ratePaise !== null && (
            <span>
              at <strong>{rupeesPerKg(outcome.ratePaise)}</strong>
            </span>
          )}
        </>
      );
    case 'lost':
      return (
        <>
          <Tag size="large" icon="cross">
            {outcome.bid ? 'Lost' : 'Sold'}
          </Tag>
          {yours}
        </>
      );
    case 'rejected':
      return (
        <>
          <Tag intent="danger" size="large" icon="disable">
            Rejected
          </Tag>
          {yours}
        </>
      );
    case 'unsold':
      return (
        <>
          <Tag size="large" icon="circle">
            Not sold
          </Tag>
          {outcome.noBids && <span>No bids in this slot</span>}
        </>
      );
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
