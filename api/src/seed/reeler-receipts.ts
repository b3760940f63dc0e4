import { type BillIssuedData, type InvoiceToSettle, istInstant } from '@cocoon/domain';
import { receiveReelerPayment } from '../accounts/reeler-receipt-writes.js';
import { type CommandActor, CommandRun, type RunDeps } from '../commands/run-command.js';
import { generator } from './customers.js';
import type { SeedStep } from './farmer-payments.js';

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
/** A reeler paying in cash pays at most this much in cash (Rs 1,00,000), the rest by bank transfer. */
const CASH_PART_PAISE = 10_000_000;
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

/**
 * The reelers' receipts as steps of their markets (run in time order with the farmer payments, so the cash
 * received is in the cash book before the farmers are paid from it). A cash payment above Rs 1 lakh is paid
 * partly in cash and the rest by bank transfer, as reelers with large invoices pay.
 */
export function reelerReceiptSteps(
  deps: RunDeps,
  days: readonly ReceiptSeedDay[],
  options: { today: string; seed: number },
  counted: () => void,
): Map<string, SeedStep[]> {
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
  const steps = new Map<string, SeedStep[]>();
  for (const [key, { day, payDate, reelerCode, invoices }] of ordered) {
    const rng = generator(hashOf(`${options.seed}:${key}`));
    const mode = MODES[rng.int(0, MODES.length - 1)]!;
    // After the day's bills (17:00) when paid on the auction day itself; at the counter's hours otherwise.
    const at = istInstant(
      payDate,
      payDate === invoices[0]!.auctionDate ? '17:40' : `1${rng.int(0, 5)}:${rng.int(10, 59)}`,
    );
    const first = invoices[0]!.customer;
    const reeler = { reelerId: first.customerId, reelerName: first.name, reelerCode };
    const invoiceNos = invoices.map((invoice) => invoice.invoiceNo);
    const amountPaise = invoices.reduce((total, invoice) => total + invoice.totals.netPaise, 0);
    const cashPaise = mode === 'cash' ? Math.min(amountPaise, CASH_PART_PAISE) : 0;
    const chequeNo = mode === 'cheque' ? String(rng.int(100_000, 999_999)) : null;
    const bankReference = `UTR${rng.int(10_000_000, 99_999_999)}`;
    const marketSteps = steps.get(day.market.marketId) ?? [];
    steps.set(day.market.marketId, marketSteps);
    marketSteps.push({
      at,
      run: async () => {
        if (cashPaise > 0) {
          await receiveReelerPayment(
            new CommandRun(deps, day.staff, `seed-rr-${key}`, at),
            day.market,
            reeler,
            { mode: 'cash', amountPaise: cashPaise, purpose: 'invoice', invoiceNos, restAsDeposit: false },
            invoicesOf.get(`${day.market.marketId}|${first.customerId}`) ?? [],
          );
          counted();
        }
        if (amountPaise > cashPaise) {
          // The id of a whole receipt by cheque or bank stays what it was, so an earlier demo database replays it.
          await receiveReelerPayment(
            new CommandRun(deps, day.staff, cashPaise > 0 ? `seed-rr-${key}-bank` : `seed-rr-${key}`, at),
            day.market,
            reeler,
            {
              mode: mode === 'cheque' ? 'cheque' : 'bank',
              chequeNo,
              bankReference: mode === 'cheque' ? null : bankReference,
              amountPaise: amountPaise - cashPaise,
              purpose: 'invoice',
              invoiceNos,
              restAsDeposit: false,
            },
            // The reeler's invoices of the market as issued (the seed corrects no weights).
            invoicesOf.get(`${day.market.marketId}|${first.customerId}`) ?? [],
          );
          counted();
        }
      },
    });
  }
  return steps;
}
