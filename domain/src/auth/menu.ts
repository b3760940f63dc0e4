import type { Action } from './permissions.js';

export interface MenuItem {
  label: string;
  path: string;
  action: Action;
}

export interface MenuGroup {
  label: string;
  /** Who sees the group at all (spec section 6 sometimes differs between group and items). */
  action: Action;
  /** A group with a path and no items is a single entry (the dashboard). */
  path?: string;
  items: MenuItem[];
}

const item = (label: string, path: string, action: Action): MenuItem => ({ label, path, action });

/** The side menu of spec section 2, in the spec's order. */
export const MENU: readonly MenuGroup[] = [
  { label: 'Dashboard', action: 'dashboard', path: '/app/dashboard/analytics', items: [] },
  {
    label: 'Master Management',
    action: 'dashboard',
    items: [
      item('Assistant Director', '/app/mastermanagement/assistantlist', 'masters.assistant-director'),
      item('Market Officer', '/app/mastermanagement/marketofficerlist', 'masters.market-officer'),
      item('User', '/app/mastermanagement/masuserlist', 'masters.user'),
      item('Reeler', '/app/mastermanagement/reelerlist', 'masters.reeler'),
      item('Farmer', '/app/mastermanagement/farmerlist', 'masters.farmer'),
      item('TSC', '/app/mastermanagement/tsclist', 'masters.tsc'),
      item('Cocoon Type', '/app/mastermanagement/cocoontype', 'masters.cocoon-type'),
      item('Cocoon Defect', '/app/cocoondefect/defectlist', 'masters.cocoon-defect'),
    ],
  },
  {
    label: 'E-Auction',
    action: 'auction.menu',
    items: [
      item('Inward', '/app/inward', 'auction.inward'),
      item('Slot Creation', '/app/slotcreation', 'auction.slot'),
      item('Live Bidding', '/app/livebiddingroom', 'auction.live-bidding'),
      item('Bid Approval', '/app/bidapproval', 'auction.bid-approval'),
      item('Auction Weight', '/app/auctionweightentry', 'auction.weight'),
    ],
  },
  {
    label: 'Bill Print',
    action: 'billing.print',
    items: [
      item('Token Print', '/app/billprint/tokenprint', 'billing.print'),
      item('Token Print Auction', '/app/billprint/tokenauction', 'billing.print'),
      item('Reeler Invoice', '/app/billprint/reelerinvoice', 'billing.print'),
      item('Farmer Invoice', '/app/billprint/farmerinvoice', 'billing.print'),
      item('Reeler Invoice Process', '/app/billprint/reelerinvoiceprocess', 'billing.print'),
      item('Farmer Invoice Process', '/app/billprint/farmerinvoiceprocess', 'billing.print'),
    ],
  },
  {
    label: 'Accounts',
    action: 'accounts.voucher',
    items: [
      item('Voucher Entry', '/app/voucher/voucherentry', 'accounts.voucher'),
      item('Farmer Payment', '/app/farmerpayment/farmerpaymentlist', 'accounts.farmer-payment'),
      item('Opening Balance', '/app/openingbalance', 'accounts.opening-balance'),
    ],
  },
  {
    label: 'Reports',
    action: 'reports.view',
    items: [
      item('Farmer Wise', '/app/reports/farmerwisesummaryreport', 'reports.view'),
      item('Reeler Wise', '/app/reports/reelerwisesummaryreport', 'reports.view'),
      item('Lab Result', '/app/reports/labresult', 'reports.view'),
      item('Date Wise Summary', '/app/levy/datewisereelerreport', 'reports.view'),
      item('Lot Register', '/app/reports/lotregister', 'reports.view'),
      item('Monthly Abstract', '/app/reports/monthlyabstractreport', 'reports.view'),
      item('Levy Date Wise', '/app/levy/datewisereport', 'reports.view'),
      item('Levy Month Wise', '/app/levy/monthwisereport', 'reports.view'),
      item('Farmer Lot Wise History', '/app/farmerreport/farmerlotwisehistory', 'reports.view'),
      item('Farmer Passbook', '/app/farmerreport/farmerpassbook', 'reports.view'),
      item('Farmer Outstanding', '/app/farmerreport/farmeroutstandingreport', 'reports.view'),
      item('Reeler Lot Wise History', '/app/reelerreport/reelerlotwisehistory', 'reports.view'),
      item('Reeler Passbook', '/app/reelerreport/reelerpassbook', 'reports.view'),
      item('Reeler Outstanding', '/app/reelerreport/reeleroutstandingreport', 'reports.view'),
    ],
  },
  {
    label: 'MIS Reports',
    action: 'mis.view',
    items: [
      item('Cocoon Arrival', '/app/misreport/cocoonarrival', 'mis.view'),
      item('Cocoon Departure', '/app/misreport/cocoondeparture', 'mis.view'),
      item('Monthly Cumulative', '/app/misreport/monthlycumulative', 'mis.view'),
      item('Reeler / Race Wise', '/app/misreport/reelerracewise', 'mis.view'),
      item('Farmer Transaction Monthly', '/app/misreport/farmerTransacationMonthlyReport', 'mis.view'),
      item('TSC Wise', '/app/misreport/TSCWiseReport', 'mis.view'),
      item('AD Wise', '/app/misreport/ADWiseReport', 'mis.view'),
      item('Monthly Abstract', '/app/misreport/MonthlyAbstractReport', 'mis.view'),
      item('Variety Wise', '/app/misreport/VarietyWiseReport', 'mis.view'),
      item('Daily Cocoon Arrival', '/app/misreport/DailyCocoonReport', 'mis.view'),
      item('Levy Collection', '/app/misreport/LevyCollectionReport', 'mis.view'),
    ],
  },
];
