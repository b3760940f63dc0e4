import type pg from 'pg';
import { BACKED_UP_SCHEMAS, MIGRATION_TABLES } from './backup-format.js';

export interface BackedUpTable {
  /** `schema.table` */
  name: string;
  columns: string[];
  primaryKey: string[];
}

/**
 * The tables a backup carries, read from the catalog (so a table or column another migration adds comes
 * along), in an order where a table comes after every table its foreign keys point at: a restore inserts in
 * this order.
 */
export async function backedUpTables(client: pg.ClientBase): Promise<BackedUpTable[]> {
  const { rows } = await client.query<{
    oid: number;
    name: string;
    columns: string[];
    primary_key: string[] | null;
    references: number[] | null;
  }>(
    `SELECT c.oid::int AS oid,
            n.nspname || '.' || c.relname AS name,
            ARRAY(SELECT a.attname::text FROM pg_attribute a
                  WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                  ORDER BY a.attnum) AS columns,
            (SELECT array_agg(a.attname::text ORDER BY k.ord)
               FROM pg_index i
               CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
              WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key,
            (SELECT array_agg(DISTINCT f.confrelid::int) FROM pg_constraint f
              WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS references
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname = ANY ($1::text[])
        AND NOT (n.nspname || '.' || c.relname = ANY ($2::text[]))
      ORDER BY 2`,
    [BACKED_UP_SCHEMAS, MIGRATION_TABLES],
  );
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  const ordered: BackedUpTable[] = [];
  const placed = new Set<number>();
  const place = (oid: number, path: Set<number>) => {
    const row = byOid.get(oid);
    if (!row || placed.has(oid) || path.has(oid)) return;
    path.add(oid);
    for (const target of row.references ?? []) place(target, path);
    placed.add(oid);
    ordered.push({ name: row.name, columns: row.columns, primaryKey: row.primary_key ?? [] });
  };
  for (const row of rows) place(row.oid, new Set());
  return ordered;
}
