import { Callout, SegmentedControl } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import type { z } from 'zod';
import type { CommandSender } from '../../api/use-command';
import { bindField } from '../../components/form/bind-field';
import { FormLayout } from '../../components/form/FormLayout';
import { TextField } from '../../components/form/TextField';
import { useEntryForm } from '../../components/form/use-entry-form';
import { AmountsCard } from './AmountsCard';
import type { InwardSettings, LotRow } from './auction-api';
import { answerMessage } from './auction-api';
import { CrateTable } from './CrateTable';
import { enterToNext } from './enter-to-next';
import { kg, rupees } from './figures';
import { emptyWeight, netGramsOf, type WeightFormValues, type WeightMode } from './weight-form';

export interface WeightFormProps<Output> {
  lot: LotRow;
  /** recordWeightFormSchema, or correctWeightFormSchema for a correction. */
  schema: z.ZodType<Output, WeightFormValues>;
  /** Record or correct: either answers the server's message (a correction of a paid lot waits for the AD). */
  command: CommandSender<Output, { message: string }>;
  settings: InwardSettings | undefined;
  /** A correction of a stored weight: it asks for the reason and posts CorrectWeight. */
  correcting: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** The weight of one sold lot, crate by crate or as one net weight, with the amount it comes to. */
export function WeightForm<Output>(props: WeightFormProps<Output>) {
  const { lot, settings, correcting, onSaved, onCancel } = props;
  const entry = useEntryForm({
    successMessage: answerMessage,
    schema: props.schema,
    initial: emptyWeight(lot.lotId),
    command: props.command,
    confirmTitle: correcting ? MESSAGES.confirm : MESSAGES.confirmAdd,
    onSaved,
  });
  const { form } = entry;
  const submit = () => void entry.submit();
  const netGrams = netGramsOf(form.values);
  const crateErrors = [...(form.errors.crates ?? []), ...(form.errors.netGrams ?? [])];

  return (
    <div className="auction-entry">
      <fieldset
        className="auction-entry__keys"
        aria-label="Weight entry"
        onKeyDown={(event) => {
          // The crate table moves through its own cells; the other fields move on and save from the last.
          if (!(event.target instanceof HTMLInputElement && event.target.closest('.crate-table')))
            enterToNext(event, submit);
        }}
      >
        <FormLayout
          title={correcting ? 'Correct the weight' : 'Lot weight'}
          onSubmit={submit}
          onCancel={onCancel}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText={correcting ? 'Save correction' : 'Save'}
        >
          {correcting && lot.netGrams !== null && (
            <Callout intent="primary" icon="history" className="weight-form__wide auction__notice">
              Stored net weight {kg(lot.netGrams)}, amount {rupees(lot.amountPaise ?? 0)}. The correction
              replaces it for the bills; the stored weight stays in the lot's history.
            </Callout>
          )}
          <div className="weight-form__mode weight-form__wide">
            <SegmentedControl
              aria-label="How the lot is weighed"
              value={form.values.mode}
              onValueChange={(mode) => form.setField('mode', mode as WeightMode)}
              options={[
                { label: 'Crate by crate', value: 'crates' },
                { label: 'One net weight', value: 'net' },
              ]}
            />
          </div>
          {form.values.mode === 'crates' ? (
            <div className="weight-form__wide">
              <CrateTable
                crates={form.values.crates}
                onChange={(crates) => form.setField('crates', crates)}
                onFinish={submit}
              />
              {crateErrors.length > 0 && (
                <Callout intent="danger" role="alert" className="auction__notice">
                  {crateErrors.join(' ')}
                </Callout>
              )}
            </div>
          ) : (
            <TextField
              label="Net Weight (kg)"
              {...bindField(form, 'net')}
              errors={form.errors.net ?? form.errors.netGrams}
              inputMode="decimal"
              maxLength={12}
              required
              autoFocus
            />
          )}
          {correcting && (
            <TextField
              label="Reason for the correction"
              {...bindField(form, 'reason')}
              maxLength={200}
              required
            />
          )}
        </FormLayout>
      </fieldset>
      <AmountsCard
        netGrams={netGrams}
        ratePaise={lot.highestBidPaise ?? 0}
        settings={settings}
        title={correcting ? 'Corrected amount' : 'Amount'}
      />
      {entry.dialog}
    </div>
  );
}
