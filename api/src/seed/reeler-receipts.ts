import { type BillIssuedData, type InvoiceToSettle, istInstant } from '@cocoon/domain';
import { receiveReelerPayment } from '../accounts/reeler-receipt-writes.js';
import { type CommandActor, CommandRun, type RunDeps } from '../commands/run-command.js';
import { generator } from './customers.js';

/**
 * The demo markets' reelers paying their invoices, so that the ledger, the outstanding and the bar have something
 * true to show: each reeler has a habit drawn from its id — most pay within the days allowed (cash, cheque or
 * bank transfer), some a few days late, and a few (never the first demo logins, HSR-R-000001 to 000005, which
 * people try first) pay well past the bar, so one may be barred from bidding today. Every receipt goes through
 * the receipt writes with the time of its own day; command ids derive from the market, date and reeler, so a
 * second run appends nothing.
 */
export interface ReceiptSeedDay {
  market: { marketId: string; marketCode: string };
  date: string;
  staff: CommandActor;
  /** The reeler invoices issued for the day. */
  invoices: ReadonlyArray<Pick<BillIssuedData, 'invoiceNo' | 'auctionDate' | 'customer' | 'totals'>>;
}

const MODES = ['cash', 'cash', 'cash', 'cheque', 'cheque', 'bank'] as const;
const PUNCTUAL_LOGINS = 5;

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Days after the auction a reeler pays: punctual 0-2, slow 3-6, late 9-14 (past the default bar of 3 + 7 days). */
function delayOf(reelerCode: string, invoiceNo: string, seed: number): number {
  const habit = hashOf(`${seed}:${reelerCode}`) % 10;
  const serial = Number(reelerCode.slice(-6));
  const rng = generator(hashOf(`${seed}:${invoiceNo}`));
  if (habit === 9 && serial > PUNCTUAL_LOGINS) return rng.int(9, 14);
  if (habit >= 6) return rng.int(3, 6);
  return rng.int(0, 2);
}

export async function seedReelerReceipts(
  deps: RunDeps,
  days: readonly ReceiptSeedDay[],
  options: { today: string; seed: number },
): Promise<number> {
  // One receipt per reeler and payment date, covering every invoice paid that day.
  const receipts = new Map<
    string,
    {
      day: ReceiptSeedDay;
      payDate: string;
      reelerCode: string;
      invoices: ReceiptSeedDay['invoices'][number][];
    }
  >();
  for (const day of days) {
    for (const invoice of day.invoices) {
      const payDate = shiftDate(
        invoice.auctionDate,
        delayOf(invoice.customer.code, invoice.invoiceNo, options.seed),
      );
      if (payDate >= options.today) continue;
      const key = `${day.market.marketCode}|${payDate}|${invoice.customer.customerId}`;
      const entry = receipts.get(key) ?? { day, payDate, reelerCode: invoice.customer.code, invoices: [] };
      entry.invoices.push(invoice);
      receipts.set(key, entry);
    }
  }
  const invoicesOf = new Map<string, InvoiceToSettle[]>();
  for (const day of days) {
    for (const invoice of day.invoices) {
      const key = `${day.market.marketId}|${invoice.customer.customerId}`;
      const list = invoicesOf.get(key) ?? [];
      list.push({
        billId: invoice.invoiceNo,
        invoiceNo: invoice.invoiceNo,
        auctionDate: invoice.auctionDate,
        dueDate: null,
        netPaise: invoice.totals.netPaise,
      });
      invoicesOf.set(key, list);
    }
  }
  // In date order per market, so the RR numbers run with the dates.
  const ordered = [...receipts.entries()].sort(([a], [b]) => a.localeCompare(b));
  let count = 0;
  for (const [key, { day, payDate, reelerCode, invoices }] of ordered) {
    const rng = generator(hashOf(`${options.seed}:${key}`));
    const mode = MODES[rng.int(0, MODES.length - 1)]!;
    // After the day's bills (17:00) when paid on the auction day itself; at the counter's hours otherwise.
    const at = istInstant(
      payDate,
      payDate === invoices[0]!.auctionDate ? '17:40' : `1${rng.int(0, 5)}:${rng.int(10, 59)}`,
    );
    const run = new CommandRun(deps, day.staff, `seed-rr-${key}`, at);
    const first = invoices[0]!.customer;
    await receiveReelerPayment(
      run,
      day.market,
      { reelerId: first.customerId, reelerName: first.name, reelerCode },
      {
        mode,
        chequeNo: mode === 'cheque' ? String(rng.int(100_000, 999_999)) : null,
        bankReference: mode === 'bank' ? `UTR${rng.int(10_000_000, 99_999_999)}` : null,
        amountPaise: invoices.reduce((total, invoice) => total + invoice.totals.netPaise, 0),
        purpose: 'invoice',
        invoiceNos: invoices.map((invoice) => invoice.invoiceNo),
        restAsDeposit: false,
      },
      // The reeler's invoices of the market as issued (the seed corrects no weights): each receipt pays its own.
      invoicesOf.get(`${day.market.marketId}|${first.customerId}`) ?? [],
    );
    count += 1;
  }
  return count;
}
