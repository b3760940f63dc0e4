import type { AdOfficePickerRow, BranchPickerRow, LovType, RegionPickerRow } from '@cocoon/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '../../../api/answers';
import { apiRequest } from '../../../api/client';

/**
 * The lists the master forms pick from. Query keys start with the master's own list key, so saving a
 * branch or an AD office refreshes every picker that shows it.
 */
export const BRANCHES_KEY = ['branches'] as const;
export const REGIONS_KEY = ['regions'] as const;
export const AD_OFFICES_KEY = ['adOffices'] as const;

/** The api's largest page: a picker wants the whole (scoped) list in one answer. */
const ALL = 'pageSize=500';

export interface Geo {
  geoId: number;
  name: string;
  nameTa: string | null;
  displayName: string;
  parentId: number | null;
}

export interface LovItem {
  code: string;
  name: string;
}

/** A picker gets the master's full rows only under the master's permission: it may rely on these fields. */
export type BranchOption = BranchPickerRow;

export type RegionOption = RegionPickerRow;

export type AdOfficeOption = AdOfficePickerRow;

const get = <T>(path: string, signal: AbortSignal) =>
  apiRequest<ListAnswer<T>>(path, { signal }).then((answer) => answer.data);

/** Reference data that changes with a code release, not during a session. */
const FIXED = { staleTime: Number.POSITIVE_INFINITY } as const;

export const useDistricts = () =>
  useQuery({
    queryKey: ['MasGeo', 'District'],
    queryFn: ({ signal }) => get<Geo>('MasGeo/getAll_GeoByName/District', signal),
    ...FIXED,
  });

export const useTaluks = (districtId: string) =>
  useQuery({
    queryKey: ['MasGeo', 'Taluk', districtId],
    queryFn: ({ signal }) =>
      get<Geo>(`MasGeo/getAll_ByFilter?districtId=${encodeURIComponent(districtId)}`, signal),
    enabled: /^\d+$/.test(districtId),
    ...FIXED,
  });

export const useLov = (type: LovType) =>
  useQuery({
    queryKey: ['MasLov', type],
    queryFn: ({ signal }) => get<LovItem>(`MasLov/getAll_LovType/${type}`, signal),
    ...FIXED,
  });

/** Markets or TSCs in the caller's scope. */
export const useBranches = (kind?: 'market' | 'tsc') =>
  useQuery({
    queryKey: [...BRANCHES_KEY, 'options', kind ?? 'all'],
    queryFn: ({ signal }) =>
      get<BranchOption>(`MasBranch/getAll_MasBranch?${ALL}${kind ? `&kind=${kind}` : ''}`, signal),
  });

export const useRegions = () =>
  useQuery({
    queryKey: [...REGIONS_KEY, 'options'],
    queryFn: ({ signal }) => get<RegionOption>(`MasRegion/getAll_MasRegions?${ALL}`, signal),
  });

/** The AD offices of one region in the caller's scope; none until a region is chosen. */
export const useAdOffices = (regionId: string) =>
  useQuery({
    queryKey: [...AD_OFFICES_KEY, 'options', regionId],
    queryFn: ({ signal }) =>
      get<AdOfficeOption>(
        `MasAssistantDirector/getAll_MasAssistantDirectorByRegionId?${ALL}&regionId=${encodeURIComponent(regionId)}`,
        signal,
      ),
    enabled: regionId !== '',
  });
