import { Callout, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { VOUCHER_TYPES, type VoucherType } from '@cocoon/domain';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { DateField } from '../../../components/form/DateField';
import { FormLayout } from '../../../components/form/FormLayout';
import { PageHeader } from '../../../layout/PageHeader';
import { FilterBar } from '../../auction/FilterBar';
import { MarketFilter } from '../../auction/MarketFilter';
import { PickMarketNotice } from '../../billing/PickMarketNotice';
import { useBillMarket } from '../../billing/use-bill-market';
import { screenTrail } from '../../shell/screen-trail';
import { VOUCHER_ENTRY, VOUCHER_INPUT } from '../../shell/screens';
import { useVoucherForm } from './use-voucher-form';
import { VoucherLines } from './VoucherLines';
import { useAccountOptions } from './vouchers-api';
import './vouchers.css';

/** What each voucher type is for, under the type (the rule the server enforces, in words). */
const TYPE_HELP: Record<VoucherType, string> = {
  Receipt: 'Money received: debit Cash or Bank.',
  Payment: 'Money paid out: credit Cash or Bank.',
  Journal: 'A transfer between accounts, no Cash or Bank line.',
  Contra: 'Money moved between Cash and Bank only.',
};

/** /app/voucher/voucherinput: one voucher with its lines; the number is given by the server when saved. */
export function VoucherInput() {
  const [picked, setPicked] = useState<string | undefined>();
  const { marketId, needsPick } = useBillMarket(picked);
  const [, navigate] = useLocation();
  return (
    <div className="auction-screen voucher-screen">
      <PageHeader title={VOUCHER_INPUT.title} trail={screenTrail(VOUCHER_INPUT)} />
      {needsPick || picked ? (
        <FilterBar>
          <MarketFilter value={picked} onChange={setPicked} />
        </FilterBar>
      ) : null}
      {needsPick && !marketId ? (
        <PickMarketNotice doing="post a voucher" />
      ) : (
        <VoucherForm marketId={marketId} onClose={() => navigate(VOUCHER_ENTRY.path)} />
      )}
    </div>
  );
}

function VoucherForm({ marketId, onClose }: { marketId: string | undefined; onClose: () => void }) {
  const accounts = useAccountOptions(marketId, true);
  const options = accounts.data?.data ?? [];
  const { draft, change, errors, posted, submit, submitting, dialog } = useVoucherForm(marketId, options);
  const ids = { type: useId(), no: useId(), notes: useId(), ref: useId(), month: useId() };
  const error = (field: string) => errors[field]?.[0];
  const intent = (field: string) => (error(field) ? 'danger' : 'none');
  return (
    <FormLayout
      title="Voucher"
      onSubmit={submit}
      onCancel={onClose}
      submitText="Save"
      cancelText="Back to Vouchers"
      submitting={submitting}
      wide
    >
      {posted && (
        <Callout intent="success" className="voucher-form__posted" role="status">
          Saved as voucher No {posted}
        </Callout>
      )}
      <FormGroup
        label="Voucher Type"
        labelFor={ids.type}
        helperText={error('voucherType') ?? TYPE_HELP[draft.voucherType]}
        intent={intent('voucherType')}
      >
        <HTMLSelect
          id={ids.type}
          value={draft.voucherType}
          options={[...VOUCHER_TYPES]}
          onChange={(e) => change({ voucherType: e.currentTarget.value as VoucherType })}
        />
      </FormGroup>
      <FormGroup
        label="Voucher No"
        labelFor={ids.no}
        helperText="Given by the server when the voucher is saved"
      >
        <InputGroup id={ids.no} readOnly value={posted ?? 'New'} />
      </FormGroup>
      <DateField
        label="Voucher Date"
        name="voucherDate"
        value={draft.voucherDate}
        onChange={(voucherDate) => change({ voucherDate })}
        errors={errors.voucherDate}
      />
      <div className="voucher-form__lines">
        <VoucherLines
          lines={draft.lines}
          accounts={options}
          errors={errors}
          onChange={(lines) => change({ lines })}
        />
      </div>
      <FormGroup label="Notes" labelFor={ids.notes} helperText={error('notes')} intent={intent('notes')}>
        <TextArea
          id={ids.notes}
          fill
          value={draft.notes}
          onChange={(e) => change({ notes: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup
        label="Reference No"
        labelFor={ids.ref}
        helperText={error('referenceNo')}
        intent={intent('referenceNo')}
      >
        <InputGroup
          id={ids.ref}
          value={draft.referenceNo}
          onValueChange={(referenceNo) => change({ referenceNo })}
        />
      </FormGroup>
      <FormGroup
        label="Corrects month"
        labelFor={ids.month}
        helperText={error('correctsMonth') ?? 'Only for a late correction of a closed month'}
        intent={intent('correctsMonth')}
      >
        <InputGroup
          id={ids.month}
          type="month"
          value={draft.correctsMonth}
          onValueChange={(correctsMonth) => change({ correctsMonth })}
        />
      </FormGroup>
      {dialog}
    </FormLayout>
  );
}
