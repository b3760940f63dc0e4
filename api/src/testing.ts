export { approveAsAd, drawCash, journalBody } from './accounts/testing.js';
export { type AuctionTestMarket, sampleLot, startAuctionMarket } from './auction/testing.js';
export { approvedLots, type SaleSpec, type WeighedLot, weighLots } from './billing/testing.js';
export { startDemoMonth } from './reports/testing.js';
export { DEMO_REELER_PASSWORD } from './seed/reeler-logins.js';
export { startTestApp, type TestApp, type TestAppOptions } from './testing/app.js';
export { type ApiAnswer, apiClient } from './testing/client.js';
export { holdReadSide } from './testing/read-side.js';
export {
  measureInAppNavigation,
  measureLoad,
  SLOW_LINK,
  startWireMarket,
  type WireLoad,
  type WirePage,
  wirePages,
} from './testing/wire.js';
