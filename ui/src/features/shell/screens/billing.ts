import { DATE, type FilterSpec, FROM_TO, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.billing.label;
const BASE = '/app/billprint';
const BILL_TYPE: FilterSpec = { kind: 'select', label: 'Bill Type', options: ['Farmer', 'Reeler'] };
const INVOICE_FIELDS = ['bill type', 'item', 'price per kg', 'weight', 'total amount', 'levy', 'net amount'];

const screen = (
  path: string,
  title: string,
  filters: readonly FilterSpec[],
  purpose: string,
  fields?: string[],
) => ({ path, title, group: GROUP, action: 'billing.print', filters, purpose, fields }) satisfies ScreenDef;

const menuItem = (screen: ScreenDef): ScreenDef => ({ ...screen, inMenu: true });

const TOKEN_PRINT = menuItem(
  screen(`${BASE}/tokenprint`, 'Token Print', [DATE], 'Prints the inward token for each lot of a date.', [
    'lot no',
    'farmer',
    'cocoon weight',
    'inward date',
  ]),
);
const TOKEN_AUCTION = menuItem(
  screen(
    `${BASE}/tokenauction`,
    'Token Print Auction',
    [DATE],
    'Prints the auction token (lot, floor price, shell ratio) for each lot of a date.',
    ['lot no', 'farmer', 'shell ratio', 'assessed renditta', 'floor price'],
  ),
);

export const BILLING_SCREENS: readonly ScreenDef[] = [
  TOKEN_PRINT,
  TOKEN_AUCTION,
  {
    ...screen(
      `${BASE}/tokenprint/tokenlist`,
      'Token List',
      [DATE],
      'Lists the inward tokens printed on a date.',
    ),
    parent: TOKEN_PRINT.path,
  },
  {
    ...screen(
      `${BASE}/tokenauctionlist`,
      'Token Auction List',
      [DATE],
      'Lists the auction tokens printed on a date.',
    ),
    parent: TOKEN_AUCTION.path,
  },
  menuItem(
    screen(
      `${BASE}/reelerinvoice`,
      'Reeler Invoice',
      [DATE, { kind: 'select', label: 'Reeler' }],
      "Prints a reeler's invoice for the lots bought on a date.",
      INVOICE_FIELDS,
    ),
  ),
  menuItem(
    screen(
      `${BASE}/farmerinvoice`,
      'Farmer Invoice',
      [DATE, { kind: 'select', label: 'Farmer' }],
      "Prints a farmer's invoice for the lots sold on a date.",
      INVOICE_FIELDS,
    ),
  ),
  menuItem(
    screen(
      `${BASE}/reelerinvoiceprocess`,
      'Reeler Invoice Process',
      [DATE],
      'Processes the reeler invoices of a date so they can be printed and paid.',
      INVOICE_FIELDS,
    ),
  ),
  menuItem(
    screen(
      `${BASE}/farmerinvoiceprocess`,
      'Farmer Invoice Process',
      [DATE],
      'Processes the farmer invoices of a date so they can be printed and paid.',
      INVOICE_FIELDS,
    ),
  ),
  screen(
    '/app/farmerinvoicelist',
    'Farmer Invoice List',
    [DATE, BILL_TYPE],
    'Lists the farmer invoices of a date and bill type.',
    INVOICE_FIELDS,
  ),
  screen(
    '/app/reelerinvoicelist',
    'Reeler Invoice List',
    [DATE, BILL_TYPE],
    'Lists the reeler invoices of a date and bill type.',
    INVOICE_FIELDS,
  ),
  screen(
    '/app/reelerinvoice',
    'Reeler Invoices',
    [FROM_TO, { kind: 'select', label: 'Reeler' }],
    'Lists the invoices of one reeler over a period.',
    ['SR', 'floor price', 'total', 'levy', 'net total'],
  ),
];
