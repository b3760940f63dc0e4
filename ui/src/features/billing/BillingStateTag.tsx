import { Tag } from '@blueprintjs/core';
import type { BillingSummaryRow } from '@cocoon/domain';

/**
 * Where a customer's lots of the date stand: Unbilled, Billed with the invoice number in force, or Stale: a
 * lot was weighed or corrected after billing, so processing cancels that bill and issues a new one.
 */
export function BillingStateTag({ row }: { row: Pick<BillingSummaryRow, 'state' | 'invoiceNo'> }) {
  switch (row.state) {
    case 'unbilled':
      return <Tag minimal>Unbilled</Tag>;
    case 'billed':
      return (
        <Tag minimal intent="success" icon="tick">
          Billed {row.invoiceNo}
        </Tag>
      );
    case 'stale':
      return (
        <Tag minimal intent="warning" icon="refresh" title="A lot changed after billing">
          Stale: {row.invoiceNo} to be reissued
        </Tag>
      );
  }
}
