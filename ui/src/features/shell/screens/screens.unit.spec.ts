import { MONTH_WISE_LEVY, PERMISSIONS } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { APP_MENU } from '../../../layout/app-menu';
import { normalisePath } from '../../../layout/menu';
import { screenTrail } from '../screen-trail';
import { findScreen, SCREENS } from './index';

/** Spec section 2, "Protected routes", written out by hand so a missing or misspelt route fails. */
const SPEC_PATHS = [
  '/app/dashboard/analytics',
  ...[
    'reelerlist',
    'reelermanage/reelerinput',
    'farmerlist',
    'farmermanage/farmerinput',
    'assistantlist',
    'assistantmanage/assistantinput',
    'marketofficerlist',
    'marketofficer/marketofficerinput',
    'rjdlist',
    'rjd/rjdinput',
    'masuserlist',
    'masuser/masuserinput',
    'tsclist',
    'TSC/tscinput',
    'cocoontype',
    'cocoonType/cooconInput',
  ].map((p) => `/app/mastermanagement/${p}`),
  '/app/openingbalance',
  '/app/cocoondefect/defectlist',
  '/app/cocoondefect/defectinput',
  ...[
    'farmerinvoice',
    'reelerinvoice',
    'reelerinvoiceprocess',
    'farmerinvoiceprocess',
    'tokenprint',
    'tokenauction',
    'tokenprint/tokenlist',
    'tokenauctionlist',
  ].map((p) => `/app/billprint/${p}`),
  '/app/farmerinvoicelist',
  '/app/reelerinvoicelist',
  '/app/reelerinvoice',
  '/app/inward',
  '/app/inwardinput',
  '/app/slotcreation',
  '/app/slotcreate',
  '/app/livebiddingroom',
  '/app/bidapproval',
  '/app/bidapproved',
  '/app/auctionweightentry',
  '/app/weightentry',
  '/app/billprocess',
  '/app/userchangepassword',
  '/app/farmerpayment/farmerpaymentlist',
  '/app/voucher/voucherentry',
  '/app/voucher/voucherinput',
  '/app/OnlinePayment/Paymentlist',
  ...[
    'farmerwisesummaryreport',
    'reelerwisesummaryreport',
    'labresult',
    'lotregister',
    'monthlyabstractreport',
  ].map((p) => `/app/reports/${p}`),
  ...['datewisereport', 'monthwisereport', 'datewisereelerreport'].map((p) => `/app/levy/${p}`),
  ...['farmerpassbook', 'farmerlotwisehistory', 'farmeroutstandingreport'].map(
    (p) => `/app/farmerreport/${p}`,
  ),
  ...['reelerpassbook', 'reelerlotwisehistory', 'reeleroutstandingreport'].map(
    (p) => `/app/reelerreport/${p}`,
  ),
  ...[
    'cocoonarrival',
    'cocoondeparture',
    'monthlycumulative',
    'reelerracewise',
    'farmerTransacationMonthlyReport',
    'TSCWiseReport',
    'ADWiseReport',
    'MonthlyAbstractReport',
    'VarietyWiseReport',
    'DailyCocoonReport',
    'LevyCollectionReport',
  ].map((p) => `/app/misreport/${p}`),
  '/app/reports/report3',
  '/app/reports/report4',
];

/** Routes beyond the spec's: the Admin-only market settings and login log screens, and the auditors' lot history. */
const ADDED_PATHS = [
  '/app/mastermanagement/settings',
  '/app/mastermanagement/loginlog',
  '/app/lothistory/:lotId',
  // Issue 12: a Branch Admin closes the month's accounts.
  '/app/monthclose',
  // Issue 12: money received from reelers (the spec's Accounts group has no screen for it).
  '/app/reelerreceipt',
  // Issue 13: the lots behind a report's figure (the drill-down).
  '/app/reports/lots',
  // Issue 22: the market's cash book, day by day (a report of the catalogue, outside the spec's side menu).
  '/app/reports/cashbook',
  // Issue 22: levy remitted to the department (reached from Voucher Entry).
  '/app/levyremittance',
  // Issue 22: corrections of paid lots waiting for the Assistant Director (reached from Auction Weight).
  '/app/weightcorrections',
  // Issue 25: the market's holiday master (farmers are paid the next working day).
  '/app/holidays',
  // Issue 25: farmers whose bank details would not move money (a report of the catalogue, outside the menu).
  '/app/reports/bankdetails',
  // Issue 25: working days from weighing to credit per market and day (an MIS report of the catalogue).
  '/app/misreport/daystopay',
  // Issue 25: lots whose farmer waits beyond the promise, with the reason (a report outside the menu).
  '/app/reports/paymentswaiting',
  // Issue 25: changes of farmers' bank details waiting for a second person.
  '/app/bankchanges',
  // Issue 25: farmers told by SMS: the Admin's DLT template registry and a market's outbox.
  '/app/notices/templates',
  '/app/notices/outbox',
  // Issue 27: the market's trial balance on a date (a report of the catalogue, in the Accounts menu).
  '/app/trialbalance',
];

describe('the screen table', () => {
  it('has exactly the protected routes of the spec, spelt as the spec spells them, and the added ones', () => {
    expect(SCREENS.map((s) => s.path).sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
  });

  it('finds a screen whatever the case and a trailing slash', () => {
    expect(findScreen('/app/misreport/tscwisereport/')?.title).toBe('TSC Wise');
    expect(findScreen('/app/nowhere')).toBeUndefined();
  });

  it("finds a screen that names a record by the record's id in the path", () => {
    const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    expect(findScreen(`/app/lothistory/${id}`)?.title).toBe('Lot History');
    expect(findScreen(`/app/LotHistory/${id}/`)?.action).toBe('auction.lot-history');
    expect(findScreen('/app/lothistory')).toBeUndefined();
    expect(findScreen(`/app/lothistory/${id}/more`)).toBeUndefined();
  });

  it('asks for the same permission as the menu item that leads to it', () => {
    for (const group of APP_MENU) {
      if (group.path) expect(findScreen(group.path)?.action).toBe(group.action);
      for (const item of group.items)
        expect([item.label, findScreen(item.path)?.action]).toEqual([item.label, item.action]);
    }
  });

  it('names only actions of the role table, and parents that exist', () => {
    for (const screen of SCREENS) {
      if (screen.action) expect(Object.keys(PERMISSIONS)).toContain(screen.action);
      if (screen.parent) expect(findScreen(screen.parent), screen.path).toBeDefined();
    }
    expect(new Set(SCREENS.map((s) => normalisePath(s.path))).size).toBe(SCREENS.length);
  });

  it("gives the monthly levy report its definition's rule (any accounting year) and bid approval a date and slot", () => {
    // Issue 24: the screen no longer fixes the year to 202425 (the year the spec was written in); the report
    // page asks for any accounting year, the current one by default, as MONTH_WISE_LEVY says.
    expect(findScreen('/app/levy/monthwisereport')?.filters).toBeUndefined();
    expect(MONTH_WISE_LEVY.parameters).toContain('accountingYear');
    expect(findScreen('/app/bidapproval')?.filters?.map((f) => f.kind)).toEqual(['date', 'slot']);
  });

  it('puts an entry form under its group and list in the breadcrumbs', () => {
    expect(screenTrail(findScreen('/app/mastermanagement/reelermanage/reelerinput')!)).toEqual([
      { text: 'Master Management' },
      { text: 'Reeler', href: '/app/mastermanagement/reelerlist' },
    ]);
    expect(screenTrail(findScreen('/app/dashboard/analytics')!)).toEqual([]);
  });
});
