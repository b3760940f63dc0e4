import { businessDate, MESSAGES } from '@cocoon/domain';
import { bindField } from '../../../components/form/bind-field';
import { DateField } from '../../../components/form/DateField';
import { FormLayout } from '../../../components/form/FormLayout';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useEntryForm } from '../../../components/form/use-entry-form';
import { MarketSelect } from '../reference/MarketSelect';
import { settingFormSchema, withUnit } from './setting-units';
import type { MarketSetting } from './settings-api';
import { useSetMarketSetting } from './settings-api';

const UNIT_LABEL = {
  paise: 'Rs',
  basisPoints: '%',
  factor: '×',
  days: 'days',
  minutes: 'minutes',
  choice: 'option',
} as const;

/**
 * A new value from a date, for every market or one. Earlier values stay in force for earlier dates: a
 * report for last March uses last March's levy.
 */
export function SetValueForm({ setting }: { setting: MarketSetting }) {
  const entry = useEntryForm({
    schema: settingFormSchema(setting),
    initial: { key: setting.key, value: '', effectiveFrom: businessDate(new Date()), marketId: '' },
    command: useSetMarketSetting(),
    confirmTitle: MESSAGES.confirm,
    onSaved: () => entry.form.reset({ ...entry.form.values, value: '' }),
  });
  const { form } = entry;
  return (
    <>
      <FormLayout
        title="Set a new value"
        onSubmit={() => void entry.submit()}
        submitting={entry.submitting}
        formError={entry.formError}
        submitText="Set value"
      >
        {setting.unit === 'choice' ? (
          // A choice is picked by its label; the option's position is the value stored.
          <SelectField
            label="New value"
            {...bindField(form, 'value')}
            required
            placeholder="Select an option"
            options={(setting.options ?? []).map((label, index) => ({ value: String(index), label }))}
          />
        ) : (
          <TextField
            label={`New value (${UNIT_LABEL[setting.unit]})`}
            {...bindField(form, 'value')}
            required
            inputMode={setting.unit === 'days' || setting.unit === 'minutes' ? 'numeric' : 'decimal'}
            maxLength={14}
            helper={`Between ${withUnit(setting.min, setting.unit)} and ${withUnit(setting.max, setting.unit)}`}
          />
        )}
        <DateField label="Effective From" {...bindField(form, 'effectiveFrom')} required />
        <MarketSelect
          label="Market"
          {...bindField(form, 'marketId')}
          placeholder="All markets"
          helper="Blank: every market without its own value"
        />
      </FormLayout>
      {entry.dialog}
    </>
  );
}
