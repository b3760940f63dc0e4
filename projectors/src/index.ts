// The read side other processes use: the registered read models, the runtime that keeps them, and the
// queries over their tables (each query module is public as a whole).

export { farmerDuesProjection } from './accounts/farmer-dues.js';
export * from './accounts/farmer-dues.queries.js';
export { ledgerProjection } from './accounts/ledger.js';
export * from './accounts/ledger.queries.js';
export { reelerReceiptsProjection } from './accounts/reeler-receipts.js';
export * from './accounts/reeler-receipts.queries.js';
export { vouchersProjection } from './accounts/vouchers.js';
export * from './accounts/vouchers.queries.js';
export { auctionProjection } from './auction/auction.js';
export * from './auction/auction.queries.js';
export * from './billing/bill-customers.queries.js';
export * from './billing/billing-day.queries.js';
export { billsProjection } from './billing/bills.js';
export * from './billing/bills.queries.js';
export * from './billing/print-details.queries.js';
export * from './billing/tokens.queries.js';
export { loadProjectorsConfig, type ProjectorsConfig, projectorsConfigSchema } from './config.js';
export * from './documents/document-requests.queries.js';
export * from './masters/cocoon-defects.queries.js';
export * from './masters/cocoon-types.queries.js';
export * from './masters/customers/customers.queries.js';
export * from './masters/customers/rbi-ifsc-list.js';
export * from './masters/holidays.queries.js';
export * from './masters/market-settings.queries.js';
export * from './masters/offices/offices.queries.js';
export * from './masters/offices/scope-filter.js';
export * from './notices/notices.queries.js';
export type { ReadModels } from './read-models.js';
export * from './registry.js';
export * from './reports/dashboard/dashboard.queries.js';
export type { DashboardQuery } from './reports/dashboard/dashboard-query.js';
export * from './reports/report-queries.js';
export type * from './reports/report-query.js';
export * from './reports/run-report.js';
export * from './runtime/index.js';
export * from './shared/list-query.js';
