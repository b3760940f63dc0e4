import type { ReadModelDb } from '../runtime/types.js';

export interface CocoonDefectRow {
  defectId: string;
  defectCode: string;
  defectName: string;
  isActive: number;
}

export async function listCocoonDefects(db: ReadModelDb): Promise<CocoonDefectRow[]> {
  return db
    .withSchema('read')
    .selectFrom('cocoon_defects')
    .select([
      'defect_id as defectId',
      'defect_code as defectCode',
      'defect_name as defectName',
      'is_active as isActive',
    ])
    .orderBy('defect_code')
    .execute() as Promise<CocoonDefectRow[]>;
}
