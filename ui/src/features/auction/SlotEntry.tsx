import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { bindField } from '../../components/form/bind-field';
import { DateField } from '../../components/form/DateField';
import { FormLayout } from '../../components/form/FormLayout';
import { TextField } from '../../components/form/TextField';
import { useEntryForm } from '../../components/form/use-entry-form';
import { PageHeader } from '../../layout/PageHeader';
import { MarketSelect } from '../masters/reference/MarketSelect';
import { screenTrail } from '../shell/screen-trail';
import { SLOT_INPUT, SLOT_LIST } from '../shell/screens';
import { answerMessage, useFreeLots, useSaveSlot } from './auction-api';
import { enterToNext } from './enter-to-next';
import { FreeLots } from './FreeLots';
import { durationMinutes, emptySlot, slotFormSchema } from './slot-form';
import { readDayFilter } from './use-day-filter';
import { useMarkets } from './use-markets';
import './auction.css';

const TRAIL = screenTrail(SLOT_INPUT);

/**
 * /app/slotcreate: a bidding slot over a range of the day's lots. The range starts as the lots still free
 * (never in a slot, or unsold in an earlier one), listed beside the form so the officer sees what it covers.
 */
export function SlotEntry() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const { many } = useMarkets();
  const entry = useEntryForm({
    successMessage: answerMessage,
    schema: slotFormSchema,
    initial: emptySlot(readDayFilter(search).date),
    command: useSaveSlot(),
    onSaved: () => navigate(`${SLOT_LIST.path}?date=${entry.form.values.inwardDate}`),
  });
  const { form } = entry;
  const { inwardDate, marketId } = form.values;
  const free = useFreeLots({ date: inwardDate, marketId: marketId || undefined });

  // The range follows the free lots of the chosen date until the officer changes it.
  const [rangeFor, setRangeFor] = useState<string>();
  const freeKey = `${inwardDate}|${marketId}`;
  useEffect(() => {
    if (!free.data || rangeFor === freeKey) return;
    const numbers = free.data.map((l) => l.lotNo);
    form.setField('lotFrom', numbers.length > 0 ? String(Math.min(...numbers)) : '');
    form.setField('lotTo', numbers.length > 0 ? String(Math.max(...numbers)) : '');
    setRangeFor(freeKey);
  }, [free.data, freeKey, rangeFor, form.setField]);

  const minutes = durationMinutes(form.values.startTime, form.values.endTime);
  return (
    <div className="auction-screen">
      <PageHeader title="Create Slot" trail={TRAIL} />
      <div className="auction-entry auction-entry--list-side">
        <fieldset
          className="auction-entry__keys"
          aria-label="Slot entry"
          onKeyDown={(event) => enterToNext(event, () => void entry.submit())}
        >
          <FormLayout
            title="Slot details"
            onSubmit={() => void entry.submit()}
            onCancel={() => navigate(`${SLOT_LIST.path}?date=${inwardDate}`)}
            submitting={entry.submitting}
            formError={entry.formError}
          >
            {many && <MarketSelect label="Market" {...bindField(form, 'marketId')} required />}
            <DateField label="Inward Date" {...bindField(form, 'inwardDate')} required />
            <TextField
              label="Start Time"
              {...bindField(form, 'startTime')}
              placeholder="HH:MM"
              inputMode="numeric"
              maxLength={5}
              required
              autoFocus
              helper="Indian time, 24-hour clock"
            />
            <TextField
              label="End Time"
              {...bindField(form, 'endTime')}
              placeholder="HH:MM"
              inputMode="numeric"
              maxLength={5}
              required
              helper="Indian time, 24-hour clock"
            />
            <TextField
              label="Duration (min)"
              name="durationMinutes"
              value={minutes !== undefined && minutes > 0 ? String(minutes) : ''}
              onChange={() => undefined}
              readOnly
            />
            <TextField
              label="Lot From"
              {...bindField(form, 'lotFrom')}
              inputMode="numeric"
              maxLength={6}
              required
            />
            <TextField
              label="Lot To"
              {...bindField(form, 'lotTo')}
              inputMode="numeric"
              maxLength={6}
              required
            />
          </FormLayout>
        </fieldset>
        <FreeLots lots={free.data} loading={free.isPending && inwardDate !== ''} date={inwardDate} />
      </div>
      {entry.dialog}
    </div>
  );
}
