import type { FarmerDuesTables } from './accounts/farmer-dues.tables.js';
import type { LedgerTables } from './accounts/ledger.tables.js';
import type { LotWaitsTables } from './accounts/lot-waits.tables.js';
import type { ReelerCoverTables } from './accounts/reeler-cover.tables.js';
import type { ReelerReceiptsTables } from './accounts/reeler-receipts.tables.js';
import type { VouchersTables } from './accounts/vouchers.tables.js';
import type { AppTables } from './app-tables.js';
import type { AuctionTables } from './auction/auction.tables.js';
import type { BillsTables } from './billing/bills.tables.js';
import type { DocumentRequestsTables } from './documents/document-requests.tables.js';
import type { IssuingEventsTables } from './documents/issuing-events.tables.js';
import type { CocoonDefectsTables } from './masters/cocoon-defects.tables.js';
import type { CocoonTypesTables } from './masters/cocoon-types.tables.js';
import type { BankChangesTables } from './masters/customers/bank-changes.tables.js';
import type { CustomersTables } from './masters/customers/customers.tables.js';
import type { HolidaysTables } from './masters/holidays.tables.js';
import type { MarketSettingsTables } from './masters/market-settings.tables.js';
import type { OfficesTables } from './masters/offices/offices.tables.js';
import type { NoticesTables } from './notices/notices.tables.js';
import type { SummaryTables } from './reports/summary/summary.tables.js';
import type { RegistryTables } from './runtime/registry-schema.js';

/** Every projection's tables as it writes them: unqualified, inside its generation's schema `rm_<slug>_g<n>`. */
export type ProjectionTables = AuctionTables &
  BankChangesTables &
  FarmerDuesTables &
  BillsTables &
  CocoonDefectsTables &
  CocoonTypesTables &
  CustomersTables &
  DocumentRequestsTables &
  IssuingEventsTables &
  HolidaysTables &
  LedgerTables &
  MarketSettingsTables &
  OfficesTables &
  VouchersTables &
  ReelerReceiptsTables &
  SummaryTables &
  LotWaitsTables &
  NoticesTables &
  ReelerCoverTables;

/** The views `read.<table>` over each table's active generation, which the api and workers query. */
export type ReadViews = { [Table in keyof ProjectionTables as `read.${Table}`]: ProjectionTables[Table] };

/**
 * The database behind the one kysely handle the projectors, api and workers share. Hand-written, not generated
 * (kysely-codegen): there is no live database at build time, and each projection's tables live in a schema per
 * generation (`rm_<slug>_g<n>`) that a generator would have to be pointed at one by one. Each group is declared
 * beside the migration that creates it and must change with it; renaming a column there makes every query and
 * projection still using the old name a compile error. One interface rather than one per caller because kysely's
 * database type is invariant: a handle typed for more tables cannot be passed where fewer are expected.
 */
export interface ReadModels extends ProjectionTables, ReadViews, RegistryTables, AppTables {}
