import type { CocoonTypeRow } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';
import type { ListDefinition } from '../shared/list-query.js';

export async function listCocoonTypes(db: ReadModelDb): Promise<CocoonTypeRow[]> {
  return db
    .withSchema('read')
    .selectFrom('cocoon_types')
    .select(['cocoon_id as cocoonId', 'name', 'short_name as shortName', 'is_active as isActive'])
    .orderBy('name')
    .execute();
}

export const cocoonTypeList: ListDefinition = {
  table: 'cocoon_types',
  columns: { cocoonId: 'cocoon_id', name: 'name', shortName: 'short_name', isActive: 'is_active' },
  searchable: ['name', 'shortName'],
  defaultSort: 'name',
};
