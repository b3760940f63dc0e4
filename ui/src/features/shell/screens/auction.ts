import { lazyScreen } from '../lazy-screen';
import { DATE, type ScreenDef, SLOT } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.auction.label;

const LOT_FIELDS = [
  'lot no',
  'farmer',
  'silk type',
  'cocoon weight',
  'inward date',
  'shell ratio',
  'assessed renditta',
  'floor price',
];
const SLOT_FIELDS = [
  'slot no',
  'start time',
  'end time',
  'duration',
  'lot from',
  'lot to',
  'inward date',
  'number of lots',
  'status',
  'number of bids',
];
const BID_FIELDS = ['lot no', 'farmer name', 'floor price', 'reeler name', 'highest bid', 'bid amount'];
const WEIGHT_FIELDS = [
  'serial no',
  'lot no',
  'name',
  'silk name',
  'shell ratio',
  'renditta',
  'floor price',
  'highest bid value',
  'lot weight',
  'reeler',
];

export const INWARD_LIST: ScreenDef = {
  path: '/app/inward',
  title: 'Inward',
  group: GROUP,
  action: 'auction.inward',
  filters: [DATE],
  purpose: 'Lists the lots brought in on a date, with their sample test results and floor price.',
  fields: LOT_FIELDS,
  inMenu: true,
  component: lazyScreen(() => import('../../auction/InwardList'), 'InwardList'),
};

export const INWARD_INPUT: ScreenDef = {
  path: '/app/inwardinput',
  title: 'Inward Entry',
  group: GROUP,
  parent: INWARD_LIST.path,
  action: 'auction.inward',
  purpose: 'Records a lot arriving: the farmer, the cocoons, the 100 gram sample and its defects.',
  fields: [
    'farmer',
    'silk type',
    'cocoon weight',
    'number of sample cocoons from 100 grams',
    'cocoon weight (pupae)',
    'shell weight',
    'defective cocoon count',
    'lays',
  ],
  component: lazyScreen(() => import('../../auction/InwardEntry'), 'InwardEntry'),
};

export const SLOT_LIST: ScreenDef = {
  path: '/app/slotcreation',
  title: 'Slot Creation',
  group: GROUP,
  action: 'auction.slot',
  filters: [DATE],
  purpose: 'Lists the auction slots of a date and the lots each one covers.',
  fields: SLOT_FIELDS,
  inMenu: true,
  component: lazyScreen(() => import('../../auction/SlotList'), 'SlotList'),
};

export const SLOT_INPUT: ScreenDef = {
  path: '/app/slotcreate',
  title: 'Create Slot',
  group: GROUP,
  parent: SLOT_LIST.path,
  action: 'auction.slot',
  purpose: "Opens a bidding slot over a range of the day's lots.",
  fields: ['inward date', 'start time', 'end time', 'duration', 'lot from', 'lot to'],
  component: lazyScreen(() => import('../../auction/SlotEntry'), 'SlotEntry'),
};

export const LIVE_BIDDING: ScreenDef = {
  path: '/app/livebiddingroom',
  title: 'Live Bidding',
  group: GROUP,
  action: 'auction.live-bidding',
  filters: [SLOT],
  purpose: "Follows the bids on today's slots as reelers place them.",
  fields: BID_FIELDS,
  inMenu: true,
  component: lazyScreen(() => import('../../auction/LiveBiddingRoom'), 'LiveBiddingRoom'),
};

export const BID_APPROVAL: ScreenDef = {
  path: '/app/bidapproval',
  title: 'Bid Approval',
  group: GROUP,
  action: 'auction.bid-approval',
  filters: [DATE, SLOT],
  purpose: 'Approves or rejects the highest bid on each lot of a closed slot.',
  fields: [...BID_FIELDS, 'approve/reject'],
  inMenu: true,
  component: lazyScreen(() => import('../../auction/BidApproval'), 'BidApproval'),
};

export const BID_APPROVED: ScreenDef = {
  path: '/app/bidapproved',
  title: 'Approved Bids',
  group: GROUP,
  parent: BID_APPROVAL.path,
  action: 'auction.bid-approval',
  filters: [DATE, SLOT],
  purpose: 'Lists the bids already approved for a date and slot.',
  fields: BID_FIELDS,
  component: lazyScreen(() => import('../../auction/BidApproved'), 'BidApproved'),
};

export const WEIGHT_LIST: ScreenDef = {
  path: '/app/auctionweightentry',
  title: 'Auction Weight',
  group: GROUP,
  action: 'auction.weight',
  filters: [DATE, SLOT],
  purpose: 'Lists the sold lots of a slot waiting for their weighed net weight.',
  fields: WEIGHT_FIELDS,
  inMenu: true,
  component: lazyScreen(() => import('../../auction/WeightList'), 'WeightList'),
};

export const WEIGHT_INPUT: ScreenDef = {
  path: '/app/weightentry',
  title: 'Weight Entry',
  group: GROUP,
  parent: WEIGHT_LIST.path,
  action: 'auction.weight',
  filters: [DATE, SLOT],
  purpose: 'Records the lot weight of each sold lot so its bills can be made.',
  fields: WEIGHT_FIELDS,
  component: lazyScreen(() => import('../../auction/WeightEntry'), 'WeightEntry'),
};

// Not a route of the spec (issue 22): corrections of paid lots waiting for the Assistant Director's approval.
export const WEIGHT_CORRECTIONS: ScreenDef = {
  path: '/app/weightcorrections',
  title: 'Weight Corrections',
  group: GROUP,
  parent: WEIGHT_LIST.path,
  action: 'auction.weight',
  purpose:
    "Lists the corrections of lots already paid that wait for the Assistant Director's approval; the AD approves or rejects each.",
  component: lazyScreen(() => import('../../auction/WeightCorrections'), 'WeightCorrections'),
};

// Not a route of the spec: a lot's audit trail (every step, who, when), opened from a lot.
export const LOT_HISTORY: ScreenDef = {
  path: '/app/lothistory/:lotId',
  title: 'Lot History',
  group: GROUP,
  action: 'auction.lot-history',
  purpose: 'Shows every step of one lot in order, who took it and when, and the lot as it stood after each.',
  component: lazyScreen(() => import('../../auction/LotHistory'), 'LotHistory'),
};

export const BILL_PROCESS: ScreenDef = {
  path: '/app/billprocess',
  title: 'Bill Process',
  group: GROUP,
  action: 'auction.weight',
  filters: [DATE],
  purpose: 'Turns the weighed lots of a date into farmer bills and reeler invoices.',
  component: lazyScreen(() => import('../../billing/BillProcess'), 'BillProcess'),
};

/** In the side menu's order. */
export const AUCTION_SCREENS: readonly ScreenDef[] = [
  INWARD_LIST,
  INWARD_INPUT,
  SLOT_LIST,
  SLOT_INPUT,
  LIVE_BIDDING,
  BID_APPROVAL,
  BID_APPROVED,
  WEIGHT_LIST,
  WEIGHT_INPUT,
  WEIGHT_CORRECTIONS,
  LOT_HISTORY,
  BILL_PROCESS,
];
