import type { CocoonDefectRow } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';
import type { ListDefinition } from '../shared/list-query.js';

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
    .execute();
}

export const cocoonDefectList: ListDefinition = {
  table: 'cocoon_defects',
  columns: {
    defectId: 'defect_id',
    defectCode: 'defect_code',
    defectName: 'defect_name',
    isActive: 'is_active',
  },
  searchable: ['defectCode', 'defectName'],
  defaultSort: 'defectCode',
};
