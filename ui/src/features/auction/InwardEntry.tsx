import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { bindField } from '../../components/form/bind-field';
import { DateField } from '../../components/form/DateField';
import { FormLayout } from '../../components/form/FormLayout';
import { FormSection } from '../../components/form/FormSection';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useEntryForm } from '../../components/form/use-entry-form';
import { PageHeader } from '../../layout/PageHeader';
import { MarketSelect } from '../masters/reference/MarketSelect';
import { screenTrail } from '../shell/screen-trail';
import { INWARD_INPUT, INWARD_LIST } from '../shell/screens';
import { AssayPanel } from './AssayPanel';
import { answerMessage, type InwardSaved, useInwardSettings, useSaveInward } from './auction-api';
import { enterToNext } from './enter-to-next';
import { FarmerPicker, farmerLabel } from './FarmerPicker';
import {
  emptyInward,
  type InwardFormValues,
  inwardFormSchema,
  nextLot,
  readSample,
  sampleProblems,
} from './inward-form';
import { useActiveCocoonTypes } from './inward-options';
import { LotSavedBanner } from './LotSavedBanner';
import { today } from './use-day-filter';
import { useMarkets } from './use-markets';
import './auction.css';

const TRAIL = screenTrail(INWARD_INPUT);
/** Blueprint returns focus to where it was when its confirmation opened, once the dialog has faded out. */
const DIALOG_FADE_MS = 350;

/**
 * /app/inwardinput: one lot after another at the counter. Enter moves from field to field and saves from the
 * last one; after a save the allocated lot number shows large, the lot's fields clear, the date and silk
 * type stay, and the cursor is back in the farmer field for the next farmer in the queue.
 */
export function InwardEntry() {
  const [, navigate] = useLocation();
  const { many } = useMarkets();
  const types = useActiveCocoonTypes();
  const [saved, setSaved] = useState<{ answer: InwardSaved; farmer: string }>();
  const [lotsSaved, setLotsSaved] = useState(0);
  const [farmer, setFarmer] = useState('');
  const farmerInput = useRef<HTMLInputElement>(null);

  const entry = useEntryForm({
    successMessage: answerMessage,
    schema: inwardFormSchema,
    initial: emptyInward(today()),
    command: useSaveInward(),
    onSaved: (answer) => {
      setSaved({ answer, farmer });
      entry.form.reset(nextLot(entry.form.values));
      setFarmer('');
      setLotsSaved((n) => n + 1);
    },
  });
  const { form } = entry;
  const values: InwardFormValues = form.values;

  useEffect(() => {
    if (lotsSaved === 0) return;
    const focusFarmer = () => {
      if (document.activeElement !== farmerInput.current) farmerInput.current?.focus();
    };
    focusFarmer();
    const timer = setTimeout(focusFarmer, DIALOG_FADE_MS);
    return () => clearTimeout(timer);
  }, [lotsSaved]);

  // An AD or RJD has no settings to show until the market is chosen (each market has its own).
  const settings = useInwardSettings({
    date: many && !values.marketId ? '' : values.inwardDate,
    marketId: values.marketId || undefined,
  });
  const sample = readSample(values);
  const live = sampleProblems(sample);
  const errorsOf = (field: keyof InwardFormValues) => form.errors[field] ?? live[field];
  const numberField = (field: keyof InwardFormValues) => ({
    ...bindField(form, field),
    errors: errorsOf(field),
  });

  return (
    <div className="auction-screen">
      <PageHeader title="Inward Entry" trail={TRAIL} />
      {saved && <LotSavedBanner saved={saved.answer} farmer={saved.farmer} />}
      <div className="auction-entry">
        <fieldset
          className="auction-entry__keys"
          aria-label="Lot entry"
          onKeyDown={(event) => enterToNext(event, () => void entry.submit())}
        >
          <FormLayout
            title="Lot details"
            onSubmit={() => void entry.submit()}
            onCancel={() => navigate(INWARD_LIST.path)}
            submitting={entry.submitting}
            formError={entry.formError}
          >
            {many && <MarketSelect label="Market" {...bindField(form, 'marketId')} required />}
            <DateField label="Inward Date" {...bindField(form, 'inwardDate')} required />
            <FarmerPicker
              key={lotsSaved}
              value={values.farmerId}
              onChange={(farmerId, chosen) => {
                form.setField('farmerId', farmerId);
                setFarmer(chosen ? farmerLabel(chosen) : '');
              }}
              errors={form.errors.farmerId}
              inputRef={farmerInput}
              autoFocus
              marketId={many ? values.marketId || undefined : undefined}
            />
            <SelectField
              label="Silk Type"
              {...bindField(form, 'cocoonTypeId')}
              options={(types.data ?? []).map((t) => ({
                value: t.cocoonId,
                label: `${t.name} (${t.shortName})`,
              }))}
              loading={types.isPending}
              required
            />
            <TextField
              label="Lays"
              {...numberField('lays')}
              inputMode="numeric"
              maxLength={7}
              placeholder="0"
            />
            <TextField
              label="Cocoon Weight (kg)"
              {...numberField('cocoonWeightGrams')}
              inputMode="decimal"
              maxLength={12}
              required
              helper="The whole lot, 3 decimals"
            />
            <FormSection title="Sample (100 g)">
              <TextField
                label="Cocoons in 100 g"
                {...numberField('sampleCount')}
                inputMode="numeric"
                maxLength={4}
                required
              />
              <TextField
                label="Sample Cocoon Weight (g)"
                {...numberField('cocoonWeightMg')}
                inputMode="decimal"
                maxLength={9}
                required
                helper="Shell and pupae of the cut cocoons"
              />
              <TextField
                label="Shell Weight (g)"
                {...numberField('shellWeightMg')}
                inputMode="decimal"
                maxLength={9}
                required
              />
              <TextField
                label="Defective Cocoons"
                {...numberField('defectiveCount')}
                inputMode="numeric"
                maxLength={4}
                placeholder="0"
              />
            </FormSection>
          </FormLayout>
        </fieldset>
        <AssayPanel
          sample={sample}
          impossible={Object.keys(live).length > 0}
          settings={settings.data}
          settingsError={settings.isError}
        />
      </div>
      {entry.dialog}
    </div>
  );
}
