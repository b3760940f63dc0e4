import { Button, Callout } from '@blueprintjs/core';
import { formatRupees, MESSAGES } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/table/DataTable';
import { newestFirst } from '../../../components/table/sort';
import { PageHeader } from '../../../layout/PageHeader';
import { SelectDateNotice } from '../../auction/SelectDateNotice';
import { PeriodFilters } from '../../billing/PeriodFilters';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { usePeriodFilter } from '../../billing/use-period-filter';
import { screenTrail } from '../../shell/screen-trail';
import { REELER_RECEIPT } from '../../shell/screens/accounts';
import { type PrintableReceipt, ReceiptDone } from './ReceiptDone';
import { ReceivePaymentDialog } from './ReceivePaymentDialog';
import { ReverseReceiptDialog } from './ReverseReceiptDialog';
import { receiptColumns } from './receipt-columns';
import { type ReelerReceiptRow, useReelerReceipts } from './reeler-receipts-api';
import '../../auction/auction.css';
import '../../billing/billing.css';
import './reeler-receipts.css';

/**
 * /app/reelerreceipt: money received from reelers over a period; Receive payment (then Print gives the original);
 * Print or Reverse a receipt.
 */
export function ReelerReceipts() {
  const [filter, setFilter] = usePeriodFilter();
  const market = useBillMarket(filter.marketId);
  const [receiving, setReceiving] = useState(false);
  const [reversing, setReversing] = useState<ReelerReceiptRow | undefined>();
  const [received, setReceived] = useState<PrintableReceipt>();
  const receipts = useReelerReceipts({ from: filter.from, to: filter.to, marketId: filter.marketId });
  const columns = useMemo(() => receiptColumns(setReversing), []);
  const rows = receipts.data?.data ?? [];
  const inForce = rows.filter((r) => !r.reversal).reduce((sum, r) => sum + r.amountPaise, 0);
  return (
    <div className="auction-screen billing-screen reeler-receipts">
      <PageHeader
        title={REELER_RECEIPT.title}
        trail={screenTrail(REELER_RECEIPT)}
        actions={
          <Button
            intent="primary"
            icon="bank-account"
            text="Receive payment"
            disabled={market.needsPick}
            onClick={() => setReceiving(true)}
          />
        }
      />
      <PeriodFilters filter={filter} setFilter={setFilter} />
      {market.needsPick && <PickMarketNotice doing="receive a payment" />}
      {received && (
        <ReceiptDone receipt={received} marketId={market.marketId} onClose={() => setReceived(undefined)} />
      )}
      {filter.from && filter.to ? (
        <>
          {rows.length === 0 && !receipts.isPending ? (
            <Callout icon="inbox" className="reeler-receipts__none">
              {MESSAGES.noDataAvailable}: no receipt in this period.
            </Callout>
          ) : (
            <DataTable
              label="Reeler receipts"
              columns={columns}
              rows={rows}
              loading={receipts.isPending}
              rowKey={(r) => r.receiptId}
              defaultSort={newestFirst('receivedOn')}
            />
          )}
          <p className="reeler-receipts__total" role="status">
            {rows.length} receipts; in force {formatRupees(inForce)}
          </p>
        </>
      ) : (
        <SelectDateNotice message={MESSAGES.selectFromToDate} />
      )}
      {receiving && (
        <ReceivePaymentDialog
          isOpen
          onClose={() => setReceiving(false)}
          marketId={market.marketId}
          // Nothing prints by itself (issue 27): the first print asked for from the panel is the original.
          onReceived={setReceived}
        />
      )}
      <ReverseReceiptDialog
        key={reversing?.receiptId ?? 'none'}
        receipt={reversing}
        onClose={() => setReversing(undefined)}
      />
    </div>
  );
}
