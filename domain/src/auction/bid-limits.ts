import { formatRupees } from '../shared/formats.js';

/**
 * A reeler's bid as the phone and the server both know it, apart from the schemas (auction-inputs.ts,
 * commands.ts) so the reeler's page (issue 28) can use these without bundling zod.
 */

/** Where a bid is sent: placeBidCommand's call. */
export const PLACE_BID_CALL = '/BiddingInfo/PlaceBid';

/**
 * The most a bid may be per kg (Rs 10,000, over ten times the dearest cocoon's price): a guard against a slipped
 * finger ('71250' for 712.50), which would otherwise lead the lot and stop honest bidding. A refusal names it
 * (issue 27 item 10: a bid refused with no limit named left the reeler guessing).
 */
export const MAX_BID_PAISE = 10_000_00;
export const BID_AMOUNT_MESSAGE = `Please enter your bid in rupees per kg (at most ${formatRupees(MAX_BID_PAISE)} per kg)`;
