/** The spec's e-auction routes (section 2), spelled as the spec spells them. */
export const INWARD_LIST = '/app/inward';
export const INWARD_INPUT = '/app/inwardinput';
export const SLOT_LIST = '/app/slotcreation';
export const SLOT_INPUT = '/app/slotcreate';
export const BID_APPROVAL = '/app/bidapproval';
export const BID_APPROVED = '/app/bidapproved';
export const WEIGHT_LIST = '/app/auctionweightentry';
export const WEIGHT_INPUT = '/app/weightentry';

export const AUCTION_CRUMB = { text: 'E-Auction' } as const;

/** The audit trail of one lot (built by the lot history screen). */
export const lotHistoryPath = (lotId: string) => `/app/lothistory/${encodeURIComponent(lotId)}`;

/** The weight entry of one approved lot; the date finds it in that day's weight list. */
export const weightEntryPath = (lotId: string, date: string) =>
  `${WEIGHT_INPUT}?${new URLSearchParams({ lotId, date }).toString()}`;
