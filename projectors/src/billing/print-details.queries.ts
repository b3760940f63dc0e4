import type { PrintKind, PrintMarket } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';

/** The markets as printed documents head them (names in English and Tamil, address). */
export async function printMarkets(
  db: ReadModelDb,
  marketIds: readonly string[],
): Promise<Map<string, PrintMarket>> {
  const unique = [...new Set(marketIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('branches')
    .select(['branch_id', 'branch_code', 'name_en', 'name_ta', 'address1', 'address2', 'city', 'pin_code'])
    .where('branch_id', 'in', unique)
    .execute();
  return new Map(
    rows.map((r) => [
      r.branch_id,
      {
        marketId: r.branch_id,
        code: r.branch_code,
        nameEn: r.name_en,
        nameTa: r.name_ta,
        address: [r.address1, r.address2, `${r.city} - ${r.pin_code}`].filter(Boolean).join(', '),
      },
    ]),
  );
}

/** How many copies of each record have been printed (0 for none). */
export async function printCounts(
  db: ReadModelDb,
  kind: PrintKind,
  subjectIds: readonly string[],
): Promise<Map<string, number>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .withSchema('read')
    .selectFrom('document_prints')
    .select(['subject_id', 'copies'])
    .where('kind', '=', kind)
    .where('subject_id', 'in', [...new Set(subjectIds)])
    .execute();
  return new Map(rows.map((r) => [r.subject_id, r.copies]));
}

/** A market that vanished from the masters still prints with its code rather than failing the document. */
export const unknownMarket = (marketId: string, code = ''): PrintMarket => ({
  marketId,
  code,
  nameEn: code,
  nameTa: code,
  address: '',
});
