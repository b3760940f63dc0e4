import { Button, Callout, Card, H4, Spinner } from '@blueprintjs/core';
import { type BillRow, displayDate, formatRupees } from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../api/errors';
import { BillStatusTag } from './BillStatusTag';
import { BillView } from './BillView';
import { useMyInvoice, useMyInvoices } from './billing-api';
import './billing.css';

/**
 * The reeler's phone: their invoices in force, newest first, the replaced (cancelled) ones folded behind a toggle; tapping one shows it whole, read-only. The page may hold which
 * one is open (a lot card's invoice number opens it here).
 */
export function MyInvoices({
  openBill: shown,
  onOpenBill,
}: {
  openBill?: string | undefined;
  onOpenBill?: (billId: string | undefined) => void;
} = {}) {
  const invoices = useMyInvoices();
  const [own, setOwn] = useState<string | undefined>();
  const openBill = onOpenBill ? shown : own;
  const setOpenBill = onOpenBill ?? setOwn;
  const rows = [...(invoices.data?.data ?? [])].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  // A weight corrected after billing cancels the invoice and issues another for the same lots: the reeler pays
  // the one in force, so it comes first and the replaced ones fold away (issue 27 item 9).
  const inForce = rows.filter((bill) => bill.status !== 'Cancelled');
  const replaced = rows.filter((bill) => bill.status === 'Cancelled');
  const [showReplaced, setShowReplaced] = useState(false);
  const replacedId = useId();
  return (
    <section className="my-invoices" aria-labelledby="my-invoices-title">
      <H4 id="my-invoices-title">My invoices</H4>
      {invoices.isPending && <Spinner size={24} aria-label="Loading your invoices" />}
      {invoices.error && !(invoices.error instanceof ApiError && invoices.error.handled) && (
        <Callout intent="danger">{invoices.error.message}</Callout>
      )}
      {invoices.data && rows.length === 0 && <p className="bill__muted">No invoice yet.</p>}
      {openBill ? (
        <OpenInvoice billId={openBill} onOpenBill={setOpenBill} onBack={() => setOpenBill(undefined)} />
      ) : (
        <>
          <InvoiceList rows={inForce} onOpen={setOpenBill} label="Invoices in force" />
          {replaced.length > 0 && (
            <Button
              className="my-invoices__replaced-toggle"
              variant="minimal"
              icon={showReplaced ? 'caret-up' : 'caret-down'}
              text={
                showReplaced ? `Hide replaced (${replaced.length})` : `Show replaced (${replaced.length})`
              }
              aria-expanded={showReplaced}
              aria-controls={replacedId}
              onClick={() => setShowReplaced((shown) => !shown)}
            />
          )}
          <div id={replacedId} hidden={!showReplaced}>
            {showReplaced && <InvoiceList rows={replaced} onOpen={setOpenBill} label="Replaced invoices" />}
          </div>
        </>
      )}
    </section>
  );
}

function InvoiceList({
  rows,
  onOpen,
  label,
}: {
  rows: readonly BillRow[];
  onOpen: (billId: string) => void;
  label: string;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className="my-invoices__list" aria-label={label}>
      {rows.map((bill) => (
        <li key={bill.billId}>
          <Card
            interactive
            compact
            className="my-invoices__item"
            role="button"
            tabIndex={0}
            onClick={() => onOpen(bill.billId)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onOpen(bill.billId);
              }
            }}
          >
            <div className="my-invoices__row">
              <strong>{bill.invoiceNo}</strong>
              <BillStatusTag status={bill.status} />
            </div>
            <div className="my-invoices__row">
              <span>{displayDate(bill.auctionDate)}</span>
              <strong>{formatRupees(bill.netPaise)}</strong>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function OpenInvoice({
  billId,
  onOpenBill,
  onBack,
}: {
  billId: string;
  onOpenBill: (billId: string) => void;
  onBack: () => void;
}) {
  const bill = useMyInvoice(billId);
  return (
    <div className="my-invoices__open">
      <Button icon="arrow-left" text="All my invoices" size="large" onClick={onBack} />
      {bill.isPending && <Spinner size={24} aria-label="Loading the invoice" />}
      {bill.error && !(bill.error instanceof ApiError && bill.error.handled) && (
        <Callout intent="danger">{bill.error.message}</Callout>
      )}
      {bill.data && <BillView bill={bill.data} onOpenBill={onOpenBill} showCopies={false} />}
    </div>
  );
}
