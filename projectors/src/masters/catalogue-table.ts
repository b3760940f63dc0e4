import type { ReadModelDb } from '../runtime/types.js';

/**
 * A department-wide catalogue (cocoon types, cocoon defects): an id, its text columns, and whether it is in use,
 * with who changed it last and when.
 */
export async function createCatalogueTable(
  db: ReadModelDb,
  table: string,
  idColumn: string,
  textColumns: readonly string[],
): Promise<void> {
  let create = db.schema.createTable(table).addColumn(idColumn, 'uuid', (c) => c.primaryKey());
  for (const column of textColumns) create = create.addColumn(column, 'text', (c) => c.notNull());
  await create
    .addColumn('is_active', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}
