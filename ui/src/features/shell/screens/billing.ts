import { lazyScreen } from '../lazy-screen';
import { DATE, type FilterSpec, FROM_TO, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.billing.label;
const BASE = '/app/billprint';
const STATUS: FilterSpec = { kind: 'select', label: 'Status', options: ['Issued', 'Cancelled'] };
const INVOICE_FIELDS = ['bill type', 'item', 'price per kg', 'weight', 'total amount', 'levy', 'net amount'];

const screen = (
  path: string,
  title: string,
  filters: readonly FilterSpec[],
  purpose: string,
  fields?: string[],
) => ({ path, title, group: GROUP, action: 'billing.print', filters, purpose, fields }) satisfies ScreenDef;

const menuItem = (screen: ScreenDef): ScreenDef => ({ ...screen, inMenu: true });

export const TOKEN_PRINT: ScreenDef = {
  ...menuItem(
    screen(`${BASE}/tokenprint`, 'Token Print', [DATE], 'Prints the inward token for each lot of a date.', [
      'lot no',
      'farmer',
      'cocoon weight',
      'inward date',
    ]),
  ),
  component: lazyScreen(() => import('../../billing/TokenPrint'), 'TokenPrint'),
};

export const TOKEN_AUCTION: ScreenDef = {
  ...menuItem(
    screen(
      `${BASE}/tokenauction`,
      'Token Print Auction',
      [DATE],
      'Prints the auction token (lot, floor price, shell ratio) for each lot of a date.',
      ['lot no', 'farmer', 'shell ratio', 'assessed renditta', 'floor price'],
    ),
  ),
  component: lazyScreen(() => import('../../billing/AuctionTokenPrint'), 'AuctionTokenPrint'),
};

export const TOKEN_LIST: ScreenDef = {
  ...screen(
    `${BASE}/tokenprint/tokenlist`,
    'Token List',
    [DATE],
    'Lists the inward tokens printed on a date.',
  ),
  parent: TOKEN_PRINT.path,
  component: lazyScreen(() => import('../../billing/TokenList'), 'TokenList'),
};

export const TOKEN_AUCTION_LIST: ScreenDef = {
  ...screen(
    `${BASE}/tokenauctionlist`,
    'Token Auction List',
    [DATE],
    'Lists the auction tokens printed on a date.',
  ),
  parent: TOKEN_AUCTION.path,
  component: lazyScreen(() => import('../../billing/AuctionTokenList'), 'AuctionTokenList'),
};

export const REELER_INVOICE: ScreenDef = {
  ...menuItem(
    screen(
      `${BASE}/reelerinvoice`,
      'Reeler Invoice',
      [DATE],
      "Prints a reeler's invoice for the lots bought on a date.",
      INVOICE_FIELDS,
    ),
  ),
  component: lazyScreen(() => import('../../billing/ReelerInvoice'), 'ReelerInvoice'),
};

export const FARMER_INVOICE: ScreenDef = {
  ...menuItem(
    screen(
      `${BASE}/farmerinvoice`,
      'Farmer Invoice',
      [DATE],
      "Prints a farmer's invoice for the lots sold on a date.",
      INVOICE_FIELDS,
    ),
  ),
  component: lazyScreen(() => import('../../billing/FarmerInvoice'), 'FarmerInvoice'),
};

export const REELER_INVOICE_PROCESS: ScreenDef = {
  ...menuItem(
    screen(
      `${BASE}/reelerinvoiceprocess`,
      'Reeler Invoice Process',
      [DATE],
      'Processes the reeler invoices of a date so they can be printed and paid.',
      INVOICE_FIELDS,
    ),
  ),
  component: lazyScreen(() => import('../../billing/ReelerInvoiceProcess'), 'ReelerInvoiceProcess'),
};

export const FARMER_INVOICE_PROCESS: ScreenDef = {
  ...menuItem(
    screen(
      `${BASE}/farmerinvoiceprocess`,
      'Farmer Invoice Process',
      [DATE],
      'Processes the farmer invoices of a date so they can be printed and paid.',
      INVOICE_FIELDS,
    ),
  ),
  component: lazyScreen(() => import('../../billing/FarmerInvoiceProcess'), 'FarmerInvoiceProcess'),
};

export const FARMER_INVOICE_LIST: ScreenDef = {
  ...screen(
    '/app/farmerinvoicelist',
    'Farmer Invoice List',
    [FROM_TO, STATUS],
    'Lists the farmer invoices of a period.',
    INVOICE_FIELDS,
  ),
  component: lazyScreen(() => import('../../billing/FarmerInvoiceList'), 'FarmerInvoiceList'),
};

export const REELER_INVOICE_LIST: ScreenDef = {
  ...screen(
    '/app/reelerinvoicelist',
    'Reeler Invoice List',
    [FROM_TO, STATUS],
    'Lists the reeler invoices of a period.',
    INVOICE_FIELDS,
  ),
  component: lazyScreen(() => import('../../billing/ReelerInvoiceList'), 'ReelerInvoiceList'),
};

export const REELER_INVOICES: ScreenDef = {
  ...screen(
    '/app/reelerinvoice',
    'Reeler Invoices',
    [FROM_TO, { kind: 'select', label: 'Reeler' }],
    'Lists the invoices of one reeler over a period.',
    ['SR', 'floor price', 'total', 'levy', 'net total'],
  ),
  component: lazyScreen(() => import('../../billing/ReelerInvoices'), 'ReelerInvoices'),
};

export const BILLING_SCREENS: readonly ScreenDef[] = [
  TOKEN_PRINT,
  TOKEN_AUCTION,
  TOKEN_LIST,
  TOKEN_AUCTION_LIST,
  REELER_INVOICE,
  FARMER_INVOICE,
  REELER_INVOICE_PROCESS,
  FARMER_INVOICE_PROCESS,
  FARMER_INVOICE_LIST,
  REELER_INVOICE_LIST,
  REELER_INVOICES,
];
