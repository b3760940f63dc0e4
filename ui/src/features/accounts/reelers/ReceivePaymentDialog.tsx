import { Checkbox, Classes, Dialog, Radio, RadioGroup } from '@blueprintjs/core';
import { businessDate, MESSAGES } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { FormLayout } from '../../../components/form/FormLayout';
import { withoutField } from '../../../components/form/field-errors';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import type { PrintableReceipt } from './ReceiptDone';
import { ReelerDuesPanel } from './ReelerDuesPanel';
import { emptyReceipt, MODE_LABELS, receiptFormSchema, receiptSplitText } from './receipt-form';
import { useReceiveReelerPayment, useReelerDues, useReelerOptions } from './reeler-receipts-api';

export interface ReceivePaymentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The market the receipt is for (an AD or RJD picks one; a market's staff have theirs). */
  marketId?: string;
  /** The receipt just recorded: its print starts at once, the reeler takes the original. */
  onReceived?: (receipt: PrintableReceipt) => void;
}

/**
 * Money from a reeler: who, their dues, how they paid (a cheque's number, a transfer's reference), how much,
 * and against which invoices, or as a deposit in advance. 'Are you Sure to Add' before it is recorded.
 */
export function ReceivePaymentDialog({ isOpen, onClose, marketId, onReceived }: ReceivePaymentDialogProps) {
  const entry = useEntryForm({
    schema: receiptFormSchema,
    initial: emptyReceipt(marketId),
    command: useReceiveReelerPayment(),
    confirmTitle: MESSAGES.confirmAdd,
    successMessage: (answer) => {
      const split = receiptSplitText({
        applied: answer.applied ?? [],
        depositPaise: answer.depositPaise ?? 0,
      });
      return `${MESSAGES.formSubmitted}: receipt ${answer.receiptNo}${split ? ` (${split})` : ''}`;
    },
    onSaved: (answer) => {
      entry.form.reset(emptyReceipt(marketId));
      onClose();
      onReceived?.(answer);
    },
  });
  const { form } = entry;
  const reelers = useReelerOptions(marketId);
  const dues = useReelerDues(form.values.reelerId, marketId);
  const toggle = (invoiceNo: string) => {
    const picked = form.values.invoiceNos;
    form.setField(
      'invoiceNos',
      picked.includes(invoiceNo) ? picked.filter((no) => no !== invoiceNo) : [...picked, invoiceNo],
    );
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Receive payment" className="reeler-receipt-dialog">
      <div className={Classes.DIALOG_BODY}>
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText="Receive"
        >
          <SelectField
            label="Reeler"
            {...bindField(form, 'reelerId')}
            onChange={(reelerId) => {
              form.setField('reelerId', reelerId);
              form.setField('invoiceNos', []);
            }}
            required
            loading={reelers.isPending}
            placeholder="Select the reeler"
            options={(reelers.data ?? []).map((r) => ({
              value: r.customerId,
              label: `${r.ledgerName} (${r.headCode})`,
            }))}
          />
          <SelectField
            label="Mode"
            {...bindField(form, 'mode')}
            onChange={(mode) => form.setField('mode', mode as typeof form.values.mode)}
            required
            options={Object.entries(MODE_LABELS).map(([value, label]) => ({ value, label }))}
          />
          {form.values.mode === 'cheque' && (
            <TextField label="Cheque No" {...bindField(form, 'chequeNo')} required maxLength={20} />
          )}
          {form.values.mode === 'bank' && (
            <TextField
              label="Transfer Reference (UTR)"
              {...bindField(form, 'bankReference')}
              required
              maxLength={40}
            />
          )}
          <TextField
            label="Amount (Rs)"
            {...bindField(form, 'amountPaise')}
            required
            inputMode="decimal"
            maxLength={14}
          />
          <RadioGroup
            className="reeler-dues__wide"
            label="Against"
            inline
            selectedValue={form.values.purpose}
            onChange={(event) =>
              form.setField('purpose', event.currentTarget.value as typeof form.values.purpose)
            }
          >
            <Radio value="invoice" label="Invoices (oldest first unless picked)" />
            <Radio value="advance" label="Advance deposit" />
          </RadioGroup>
          {form.values.purpose === 'invoice' && (
            <Checkbox
              className="reeler-dues__wide"
              checked={form.values.restAsDeposit}
              onChange={(event) => {
                form.setField('restAsDeposit', event.currentTarget.checked);
                // The refusal of an amount above the invoices is what the tick answers.
                form.showServerErrors(withoutField(form.errors, 'amountPaise'));
              }}
              label="Keep the rest as deposit (what the invoices do not take)"
            />
          )}
          {form.values.reelerId && (
            <ReelerDuesPanel
              dues={dues.data}
              loading={dues.isPending}
              picked={form.values.purpose === 'invoice' ? form.values.invoiceNos : null}
              onToggle={toggle}
              today={businessDate(new Date())}
            />
          )}
          {form.errors.invoiceNos && (
            <p className="reeler-dues__error reeler-dues__wide" role="alert">
              {form.errors.invoiceNos.join(' ')}
            </p>
          )}
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
