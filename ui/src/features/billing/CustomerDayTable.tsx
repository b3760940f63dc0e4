import { H5 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { DataTable } from '../../components/table/DataTable';
import type { BillingSummaryRow } from './billing-api';
import { summaryColumns } from './SummaryColumns';

export interface CustomerDayTableProps {
  customer: 'Farmer' | 'Reeler';
  rows: BillingSummaryRow[] | undefined;
  loading: boolean;
}

/** One side of the Bill Process day: its farmers (or reelers), under a title, with where each bill stands. */
export function CustomerDayTable({ customer, rows, loading }: CustomerDayTableProps) {
  const columns = useMemo(() => summaryColumns(customer), [customer]);
  return (
    <>
      <H5 className="billing__section-title">{customer}s</H5>
      <DataTable
        label={`${customer}s of the day`}
        columns={columns}
        rows={rows ?? []}
        loading={loading}
        rowKey={(r) => r.customerId}
      />
    </>
  );
}
