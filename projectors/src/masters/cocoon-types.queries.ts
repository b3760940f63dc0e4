import type { ReadModelDb } from '../runtime/types.js';

export interface CocoonTypeRow {
  cocoonId: string;
  name: string;
  shortName: string;
  isActive: number;
}

export async function listCocoonTypes(db: ReadModelDb): Promise<CocoonTypeRow[]> {
  return db
    .withSchema('read')
    .selectFrom('cocoon_types')
    .select(['cocoon_id as cocoonId', 'name', 'short_name as shortName', 'is_active as isActive'])
    .orderBy('name')
    .execute() as Promise<CocoonTypeRow[]>;
}
