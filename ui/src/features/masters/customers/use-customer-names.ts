import { useMemo } from 'react';
import type { ValueNames } from '../history/history-rows';
import { useBranches, useDistricts, useLov, useTaluks } from '../reference/reference-api';

const byCode = <T>(rows: readonly T[] | undefined, code: (row: T) => string, name: (row: T) => string) =>
  new Map((rows ?? []).map((row) => [code(row), name(row)]));

/**
 * What a customer's coded fields mean, for the History tab: district and taluk names (the taluks of the
 * customer's district), farmer and reeler types, TSC names.
 */
export function useCustomerNames(districtId: string): ValueNames {
  const districts = useDistricts().data;
  const taluks = useTaluks(districtId).data;
  const farmerTypes = useLov('FarmerType').data;
  const reelerTypes = useLov('ReelerType').data;
  const tscs = useBranches('tsc').data;
  return useMemo(
    () => ({
      districtId: byCode(
        districts,
        (d) => String(d.geoId),
        (d) => d.displayName,
      ),
      talukId: byCode(
        taluks,
        (t) => String(t.geoId),
        (t) => t.displayName,
      ),
      farmerType: byCode(
        farmerTypes,
        (l) => l.code,
        (l) => l.name,
      ),
      reelerType: byCode(
        reelerTypes,
        (l) => l.code,
        (l) => l.name,
      ),
      tsc: byCode(
        tscs,
        (b) => b.branchId,
        (b) => b.branchName,
      ),
    }),
    [districts, taluks, farmerTypes, reelerTypes, tscs],
  );
}
