import type { Action } from '@cocoon/domain';
import type { RouteSpec } from '../http/routes.js';

/** Real ids of market A (the demo's Hosur, Salem region) that the matrix puts in paths and queries. */
export interface MatrixIds {
  regionA: string;
  adOfficeA: string;
  marketA: string;
  farmerA: string;
  reelerA: string;
  lotA: string;
  /** Market A's farmer bill and reeler invoice of lotA. */
  farmerBillA: string;
  reelerInvoiceA: string;
  /** Market A's cash payment (reversed) and exported online batch of lotA's farmer. */
  paymentA: string;
  batchA: string;
  /** A Journal voucher of market A. */
  voucherA: string;
  farmerCodeA: string;
  reelerCodeA: string;
  staffA: string;
  cocoonTypeId: string;
  defectId: string;
  documentId: string;
  /** A report export (the lot register of market A), ready. */
  exportA: string;
  districtId: string;
  today: string;
  /** Every id of market A's region: none may appear in an answer to a user of another region. */
  regionAIds: string[];
  /** Every id of market A itself (its branch, customers, lots, staff): none for a neighbouring market's user. */
  marketAIds: string[];
}

/** What a path or query value of market A belongs to: the market itself, or its AD office and region. */
export type ScopeLevel = 'market' | 'office';

/**
 * A path or query value, and what it names: one record of market A (another market's user must be refused
 * it), a filter on a list of market A's office (another market's user gets nothing of it), or something global.
 */
interface Example {
  value: (ids: MatrixIds) => string;
  names: 'record' | 'filter' | 'global';
  level: ScopeLevel;
}

const record = (value: Example['value'], level: ScopeLevel = 'market'): Example => ({
  value,
  names: 'record',
  level,
});
const filter = (value: Example['value'], level: ScopeLevel = 'market'): Example => ({
  value,
  names: 'filter',
  level,
});
const global = (value: Example['value']): Example => ({ value, names: 'global', level: 'office' });

/**
 * One example per path parameter name. A route with a parameter not named here fails the matrix by name:
 * whoever adds it says which record it takes (and so whether another market's user must be refused).
 */
const PATH_EXAMPLES: Record<string, Example> = {
  id: record((ids) => ids.farmerA),
  // The path forms of the by-region and by-AD-office lists: the same filter as their query forms.
  regionId: filter((ids) => ids.regionA, 'office'),
  adOfficeId: filter((ids) => ids.adOfficeA, 'office'),
  lotId: record((ids) => ids.lotA),
  voucherId: record((ids) => ids.voucherA),
  type: global(() => 'farmer'),
  mobile: global(() => '9000000009'),
  lovType: global(() => 'FarmerType'),
  // A rate market A has its own value of (route-matrix-world.ts).
  key: global(() => 'farmerlevy'),
  paymentId: record((ids) => ids.paymentA),
  batchId: record((ids) => ids.batchA),
};

/** Routes whose `:id` is not a customer. */
const ID_EXAMPLES: Record<string, Example> = {
  '/documents/:id': global((ids) => ids.documentId),
  '/documents/:id/file': global((ids) => ids.documentId),
  '/documents/:id/retry': global((ids) => ids.documentId),
  '/Invoice/get_Invoice/:id': record((ids) => ids.farmerBillA),
  '/reeler/invoices/:id': record((ids) => ids.reelerInvoiceA),
  '/Reports/Export/:id': record((ids) => ids.exportA),
  '/Reports/Export/:id/file': record((ids) => ids.exportA),
};

/** Query parameters the matrix fills (the rest stay out: every route must answer without them). */
const QUERY_EXAMPLES: Record<string, Example> = {
  regionId: filter((ids) => ids.regionA, 'office'),
  adOfficeId: filter((ids) => ids.adOfficeA, 'office'),
  marketId: filter((ids) => ids.marketA),
  date: global((ids) => ids.today),
  from: global((ids) => ids.today),
  to: global((ids) => ids.today),
  billType: global(() => 'farmer'),
  farmerCode: global((ids) => ids.farmerCodeA),
  reelerCode: global((ids) => ids.reelerCodeA),
  // A reeler's dues (ReelerReceipt/get_ReelerDues): market A's reeler.
  reelerId: record((ids) => ids.reelerA),
  slotNo: global(() => '1'),
  districtId: global((ids) => ids.districtId),
  // A customer of market A (the ledger's passbook): other markets' users get nothing of it.
  customerId: filter((ids) => ids.farmerA),
  asOn: global((ids) => ids.today),
};

/** The record each History entity is shown with. */
const HISTORY_EXAMPLES: Record<string, Example> = {
  'cocoon-type': global((ids) => ids.cocoonTypeId),
  'cocoon-defect': global((ids) => ids.defectId),
  region: record((ids) => ids.regionA, 'office'),
  'assistant-director': record((ids) => ids.adOfficeA, 'office'),
  staff: record((ids) => ids.staffA),
  branch: record((ids) => ids.marketA),
  farmer: record((ids) => ids.farmerA),
  reeler: record((ids) => ids.reelerA),
};

export interface FilledRequest {
  path: string;
  query: string;
  /**
   * What of market A the request names: a record (a user outside it must get 403 or 404) or a filter (a user
   * outside it gets 403/404 or none of its rows), each at the market's or its office's level.
   */
  asks: Array<Pick<Example, 'names' | 'level'>>;
}

export interface MatrixCase {
  name: string;
  route: RouteSpec;
  /** The action the handler checks once it knows the record, beyond the route's own permission. */
  inner?: Action;
  /** Logging out ends the caller's session: such a case logs the caller in afresh. */
  endsSession: boolean;
  fill(ids: MatrixIds): FilledRequest;
}

export interface InnerRules {
  historyEntities: string[];
  historyAction: (entity: string) => Action | undefined;
  documentAction: Action;
}

function filler(route: RouteSpec, fixed: Record<string, Example> = {}) {
  return (ids: MatrixIds): FilledRequest => {
    const asks: FilledRequest['asks'] = [];
    const use = (example: Example) => {
      if (example.names !== 'global') asks.push({ names: example.names, level: example.level });
      return encodeURIComponent(example.value(ids));
    };
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const example =
        fixed[name] ?? (name === 'id' ? ID_EXAMPLES[route.path] : undefined) ?? PATH_EXAMPLES[name];
      if (!example) throw new Error(`route-matrix: no example for :${name} of ${route.path}`);
      return use(example);
    });
    const query = Object.keys(route.query?.shape ?? {})
      .filter((name) => name in QUERY_EXAMPLES)
      .map((name) => `${name}=${use(QUERY_EXAMPLES[name]!)}`);
    return { path, query: query.length ? `?${query.join('&')}` : '', asks };
  };
}

/** Every declared route as one case (History once per kind of record, each with its own permission). */
export function routeMatrixCases(routes: readonly RouteSpec[], rules: InnerRules): MatrixCase[] {
  return routes.flatMap((route): MatrixCase[] => {
    const base = { route, endsSession: route.path.endsWith('/logout') };
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (route.path === '/History/:entity/:id') {
      return rules.historyEntities.map((entity) => {
        const example = HISTORY_EXAMPLES[entity];
        if (!example) throw new Error(`route-matrix: no example record for History/${entity}`);
        return {
          ...base,
          name: `${name} [${entity}]`,
          inner: rules.historyAction(entity),
          fill: filler(route, { entity: global(() => entity), id: example }),
        };
      });
    }
    const inner = route.path.startsWith('/documents/:id')
      ? rules.documentAction
      : // The examples are a farmer and head codes of farmers: the farmer master's rule.
        route.path === '/Customer/get_Customer/:id' || route.path === '/dataManager/getHeadCode/:type'
        ? 'masters.farmer'
        : undefined;
    return [{ ...base, name, ...(inner ? { inner } : {}), fill: filler(route) }];
  });
}
