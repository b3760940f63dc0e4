import { correctWeightSchema, recordWeightSchema } from '@cocoon/domain';
import { z } from 'zod';
import { parseDecimal } from './decimal-text';

/** One crate as typed: gross and crate (tare) weight in kg, three decimals. */
export interface CrateText {
  gross: string;
  tare: string;
}

export type WeightMode = 'crates' | 'net';

/** The weight form as its inputs hold it. */
export interface WeightFormValues {
  lotId: string;
  mode: WeightMode;
  crates: CrateText[];
  net: string;
  /** Only a correction asks for one. */
  reason: string;
}

export const emptyCrate = (): CrateText => ({ gross: '', tare: '' });

export const emptyWeight = (lotId: string): WeightFormValues => ({
  lotId,
  mode: 'crates',
  crates: [emptyCrate()],
  net: '',
  reason: '',
});

export interface CrateReading {
  grossGrams?: number;
  tareGrams?: number;
  netGrams?: number;
  /** Why the crate cannot be used, once something is typed in it. */
  problem?: string;
}

const isBlank = (crate: CrateText) => crate.gross.trim() === '' && crate.tare.trim() === '';

/** One crate read into grams; a blank tare is an empty crate weight of 0. */
export function readCrate(crate: CrateText): CrateReading {
  if (isBlank(crate)) return {};
  const grossGrams = parseDecimal(crate.gross, 3);
  const tareGrams = crate.tare.trim() === '' ? 0 : parseDecimal(crate.tare, 3);
  if (grossGrams === undefined || grossGrams === 0) return { problem: 'Enter the gross weight in kg' };
  if (tareGrams === undefined) return { grossGrams, problem: 'Enter the crate weight in kg' };
  if (tareGrams >= grossGrams)
    return { grossGrams, tareGrams, problem: 'The crate weighs more than the gross' };
  return { grossGrams, tareGrams, netGrams: grossGrams - tareGrams };
}

/** The lot's net weight in grams as typed so far; undefined while nothing usable is typed. */
export function netGramsOf(values: WeightFormValues): number | undefined {
  if (values.mode === 'net') {
    const net = parseDecimal(values.net, 3);
    return net === undefined || net === 0 ? undefined : net;
  }
  const readings = values.crates.filter((c) => !isBlank(c)).map(readCrate);
  if (readings.length === 0 || readings.some((r) => r.problem)) return undefined;
  return readings.reduce((sum, r) => sum + (r.netGrams ?? 0), 0);
}

const formShape = z.object({
  lotId: z.string(),
  mode: z.enum(['crates', 'net']),
  crates: z.array(z.object({ gross: z.string(), tare: z.string() })),
  net: z.string(),
  reason: z.string(),
});

/** The command body: the crates (blank rows left out) or the one net weight, never both. */
function toBody(form: z.infer<typeof formShape>, ctx: z.RefinementCtx): z.input<typeof recordWeightSchema> {
  if (form.mode === 'net') {
    const netGrams = form.net.trim() === '' ? 0 : parseDecimal(form.net, 3);
    if (netGrams === undefined) {
      ctx.addIssue({ code: 'custom', path: ['net'], message: 'Enter the net weight in kg, like 84.250' });
      return z.NEVER;
    }
    return { lotId: form.lotId, netGrams };
  }
  const used = form.crates.filter((c) => !isBlank(c));
  const crates: { grossGrams: number; tareGrams: number }[] = [];
  for (const [index, crate] of used.entries()) {
    const reading = readCrate(crate);
    if (reading.problem || reading.grossGrams === undefined || reading.tareGrams === undefined) {
      ctx.addIssue({ code: 'custom', path: ['crates'], message: `Crate ${index + 1}: ${reading.problem}` });
      continue;
    }
    crates.push({ grossGrams: reading.grossGrams, tareGrams: reading.tareGrams });
  }
  return { lotId: form.lotId, crates };
}

/** The schema of a first weighing: the typed kg read into grams, then the command's own schema. */
export const recordWeightFormSchema = formShape.transform(toBody).pipe(recordWeightSchema);

/** A correction is the same weight plus its reason (the old weight stays in the lot's history). */
export const correctWeightFormSchema = formShape
  .transform((form, ctx) => ({ ...toBody(form, ctx), reason: form.reason }))
  .pipe(correctWeightSchema);
