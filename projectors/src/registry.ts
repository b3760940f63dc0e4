import { farmerDuesProjection } from './accounts/farmer-dues.js';
import { ledgerProjection } from './accounts/ledger.js';
import { lotWaitsProjection } from './accounts/lot-waits.js';
import { reelerCoverProjection } from './accounts/reeler-cover.js';
import { reelerReceiptsProjection } from './accounts/reeler-receipts.js';
import { vouchersProjection } from './accounts/vouchers.js';
import { auctionProjection } from './auction/auction.js';
import { billsProjection } from './billing/bills.js';
import { documentRequestsProjection } from './documents/document-requests.js';
import { issuingEventsProjection } from './documents/issuing-events.js';
import { renderDocumentsReactor } from './documents/render-documents.reactor.js';
import { cocoonDefectsProjection } from './masters/cocoon-defects.js';
import { cocoonTypesProjection } from './masters/cocoon-types.js';
import { customerProjections } from './masters/customers/registry.js';
import { holidaysProjection } from './masters/holidays.js';
import { marketSettingsProjection } from './masters/market-settings.js';
import { officeProjections } from './masters/offices/registry.js';
import { noticesProjection } from './notices/notices.js';
import { sendNoticesReactor } from './notices/send-notices.reactor.js';
import { summaryProjection } from './reports/summary/summary.js';
import type { Projection, Reactor } from './runtime/types.js';

/** Every read model of the product; the runner, the rebuild command and the api's health check use this list. */
export const projections: Projection[] = [
  cocoonTypesProjection,
  cocoonDefectsProjection,
  documentRequestsProjection,
  marketSettingsProjection,
  holidaysProjection,
  ...officeProjections,
  ...customerProjections,
  auctionProjection,
  billsProjection,
  farmerDuesProjection,
  vouchersProjection,
  ledgerProjection,
  reelerReceiptsProjection,
  summaryProjection,
  lotWaitsProjection,
  noticesProjection,
  reelerCoverProjection,
  issuingEventsProjection,
];

/** Side effects: never replayed by a rebuild. */
export const reactors: Reactor[] = [renderDocumentsReactor, sendNoticesReactor];
