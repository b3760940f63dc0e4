import { inwardLotSchema, type Sample, sampleSchema } from '@cocoon/domain';
import { z } from 'zod';
import type { FieldErrors } from '../../api/errors';
import { issuesToFieldErrors } from '../../components/form/field-errors';
import { parseDecimal, parseWhole } from './decimal-text';

/**
 * The inward form as its inputs hold it: text as typed, named after the command's fields so the browser's
 * and the server's messages land on the same input. Weights are typed in kg (the lot) and g (the sample),
 * three decimals, and sent as integer grams and milligrams.
 */
export interface InwardFormValues {
  marketId: string;
  inwardDate: string;
  farmerId: string;
  cocoonTypeId: string;
  lays: string;
  cocoonWeightGrams: string;
  sampleCount: string;
  cocoonWeightMg: string;
  shellWeightMg: string;
  defectiveCount: string;
}

/** The fields of one lot, cleared after each save; the date, market and silk type stay for the next lot. */
export const LOT_FIELDS = [
  'farmerId',
  'lays',
  'cocoonWeightGrams',
  'sampleCount',
  'cocoonWeightMg',
  'shellWeightMg',
  'defectiveCount',
] as const satisfies readonly (keyof InwardFormValues)[];

export function emptyInward(inwardDate: string): InwardFormValues {
  return {
    marketId: '',
    inwardDate,
    farmerId: '',
    cocoonTypeId: '',
    lays: '',
    cocoonWeightGrams: '',
    sampleCount: '',
    cocoonWeightMg: '',
    shellWeightMg: '',
    defectiveCount: '',
  };
}

export function nextLot(values: InwardFormValues): InwardFormValues {
  const next = { ...values };
  for (const field of LOT_FIELDS) next[field] = '';
  return next;
}

type NumberField = Exclude<keyof InwardFormValues, 'marketId' | 'inwardDate' | 'farmerId' | 'cocoonTypeId'>;

const READERS: Record<NumberField, { read: (text: string) => number | undefined; hint: string }> = {
  lays: { read: parseWhole, hint: 'Lays must be a whole number' },
  cocoonWeightGrams: {
    read: (t) => parseDecimal(t, 3),
    hint: 'Enter the weight in kg, like 84.250 (at most 3 decimals)',
  },
  sampleCount: { read: parseWhole, hint: 'Enter the number of cocoons, a whole number' },
  cocoonWeightMg: {
    read: (t) => parseDecimal(t, 3),
    hint: 'Enter the weight in g, like 92.500 (at most 3 decimals)',
  },
  shellWeightMg: {
    read: (t) => parseDecimal(t, 3),
    hint: 'Enter the weight in g, like 20.045 (at most 3 decimals)',
  },
  defectiveCount: { read: parseWhole, hint: 'Enter the number of defective cocoons, a whole number' },
};

/**
 * The typed text read into the command's integers, then checked by the command's own schema, so the form
 * shows the same messages the server would send. A blank number is 0: the schema then says what is missing
 * ('Please enter the cocoon weight'), and a lot with no lays or no defects needs nothing typed.
 */
export const inwardFormSchema = z
  .object({
    marketId: z.string(),
    inwardDate: z.string(),
    farmerId: z.string(),
    cocoonTypeId: z.string(),
    lays: z.string(),
    cocoonWeightGrams: z.string(),
    sampleCount: z.string(),
    cocoonWeightMg: z.string(),
    shellWeightMg: z.string(),
    defectiveCount: z.string(),
  })
  .transform((form, ctx) => {
    const numbers = {} as Record<NumberField, number>;
    for (const field of Object.keys(READERS) as NumberField[]) {
      const text = form[field].trim();
      const value = text === '' ? 0 : READERS[field].read(text);
      if (value === undefined) ctx.addIssue({ code: 'custom', path: [field], message: READERS[field].hint });
      else numbers[field] = value;
    }
    if (Object.keys(numbers).length < Object.keys(READERS).length) return z.NEVER;
    return {
      ...(form.marketId ? { marketId: form.marketId } : {}),
      inwardDate: form.inwardDate,
      farmerId: form.farmerId,
      cocoonTypeId: form.cocoonTypeId,
      ...numbers,
    };
  })
  .pipe(inwardLotSchema);

/** The sample as typed, once its four figures read as numbers (the defective count may be left blank). */
export function readSample(values: InwardFormValues): Sample | undefined {
  const sampleCount = parseWhole(values.sampleCount);
  const cocoonWeightMg = parseDecimal(values.cocoonWeightMg, 3);
  const shellWeightMg = parseDecimal(values.shellWeightMg, 3);
  const defectiveCount = values.defectiveCount.trim() === '' ? 0 : parseWhole(values.defectiveCount);
  if ([sampleCount, cocoonWeightMg, shellWeightMg, defectiveCount].some((v) => v === undefined)) return;
  return {
    sampleCount: sampleCount!,
    cocoonWeightMg: cocoonWeightMg!,
    shellWeightMg: shellWeightMg!,
    defectiveCount: defectiveCount!,
  };
}

/**
 * An impossible sample (shell heavier than the cocoons, more defects than cocoons) is said while typing,
 * with the domain's own words, not only after the officer presses Save.
 */
export function sampleProblems(sample: Sample | undefined): FieldErrors {
  if (!sample) return {};
  const result = sampleSchema.safeParse(sample);
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}
