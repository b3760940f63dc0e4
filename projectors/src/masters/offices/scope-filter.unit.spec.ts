import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReadModels } from '../../read-models.js';
import { officeColumnsScopeFilter, regionScopeFilter, scopeFilter } from './scope-filter.js';

const db = new Kysely<ReadModels>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const where = (filter: ReturnType<typeof scopeFilter>) => {
  const { sql, parameters } = db.selectFrom('read.customers').select('customer_id').where(filter).compile();
  return { sql: sql.replace(/^.* where /, ''), parameters };
};

describe('market scope as SQL', () => {
  it('filters rows by their branch: all, branch, AD office, region, none', () => {
    expect(where(scopeFilter({ kind: 'all' }))).toEqual({ sql: 'true', parameters: [] });
    expect(where(scopeFilter({ kind: 'branch', branchId: 'b1' }))).toEqual({
      sql: '"branch_id" = $1',
      parameters: ['b1'],
    });
    expect(where(scopeFilter({ kind: 'adOffice', adOfficeId: 'a1' }))).toEqual({
      sql: '"branch_id" in (SELECT branch_id FROM read.branches WHERE ad_office_id = $1)',
      parameters: ['a1'],
    });
    expect(where(scopeFilter({ kind: 'region', regionId: 'r1' }, 'c.branch_id'))).toEqual({
      sql: '"c"."branch_id" in (SELECT branch_id FROM read.branches WHERE region_id = $1)',
      parameters: ['r1'],
    });
    expect(where(scopeFilter({ kind: 'none' }))).toEqual({ sql: 'false', parameters: [] });
  });

  it('filters office rows by their own columns', () => {
    expect(where(regionScopeFilter({ kind: 'branch', branchId: 'b1' })).sql).toBe(
      '"region_id" in (SELECT region_id FROM read.branches WHERE branch_id = $1)',
    );
    expect(where(officeColumnsScopeFilter({ kind: 'adOffice', adOfficeId: 'a1' })).sql).toBe(
      '"ad_office_id" = $1',
    );
  });
});
