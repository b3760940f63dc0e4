import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { can, MESSAGES, VOUCHER_TYPES, type VoucherType } from '@cocoon/domain';
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../../auth/use-session';
import { DataTable } from '../../../components/table/DataTable';
import { newestFirst } from '../../../components/table/sort';
import { PageHeader } from '../../../layout/PageHeader';
import { SelectDateNotice } from '../../auction/SelectDateNotice';
import { PeriodFilters } from '../../billing/PeriodFilters';
import { usePeriodFilter } from '../../billing/use-period-filter';
import { screenTrail } from '../../shell/screen-trail';
import { LEVY_REMITTANCE, VOUCHER_ENTRY, VOUCHER_INPUT } from '../../shell/screens';
import { VoucherDialog } from './VoucherDialog';
import { voucherColumns } from './voucher-columns';
import { useVouchers } from './vouchers-api';
import '../../auction/auction.css';
import './vouchers.css';

/** /app/voucher/voucherentry: the vouchers of a period and type; Add opens a new one, a row opens a voucher. */
export function VoucherEntry() {
  const [filter, setFilter] = usePeriodFilter();
  const [voucherType, setVoucherType] = useState<VoucherType | undefined>();
  const [open, setOpen] = useState<string | undefined>();
  const [, navigate] = useLocation();
  const session = useSession();
  const typeId = useId();
  const { from, to, marketId } = filter;
  const vouchers = useVouchers({ from, to, voucherType, marketId });
  const columns = useMemo(() => voucherColumns((v) => setOpen(v.voucherId)), []);
  return (
    <div className="auction-screen voucher-screen">
      <PageHeader title={VOUCHER_ENTRY.title} trail={screenTrail(VOUCHER_ENTRY)} />
      <PeriodFilters filter={filter} setFilter={setFilter}>
        <FormGroup label="Voucher Type" labelFor={typeId} className="screen-filters__field">
          <HTMLSelect
            id={typeId}
            value={voucherType ?? ''}
            onChange={(e) => setVoucherType((e.currentTarget.value || undefined) as VoucherType | undefined)}
            options={[{ value: '', label: 'All' }, ...VOUCHER_TYPES]}
          />
        </FormGroup>
      </PeriodFilters>
      <div className="voucher-toolbar">
        <Button intent="primary" icon="add" text="Add" onClick={() => navigate(VOUCHER_INPUT.path)} />
        {/* Levy is debited only by a remittance (a control account): its screen is reached from here. */}
        {session && can(session.userType, 'accounts.levy-remittance') && (
          <Button text="Levy Remittance" onClick={() => navigate(LEVY_REMITTANCE.path)} />
        )}
      </div>
      {from && to ? (
        <DataTable
          label="Vouchers"
          columns={columns}
          rows={vouchers.data?.data ?? []}
          loading={vouchers.isPending}
          rowKey={(v) => v.voucherId}
          defaultSort={newestFirst('voucherDate')}
          onRowClick={(v) => setOpen(v.voucherId)}
        />
      ) : (
        <SelectDateNotice message={MESSAGES.selectFromToDate} />
      )}
      <VoucherDialog voucherId={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
