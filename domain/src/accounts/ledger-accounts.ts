import { z } from 'zod';

/**
 * The accounts of a market's ledger (money-and-reports.md, "The accounts"): each farmer and reeler has their own
 * (their passbook); the market has Farmer levy, Reeler levy, Cash, a Bank account per bank account it holds,
 * Payments in transit (online farmer payments sent to the bank, not yet confirmed), Round off, and the Opening
 * balance suspense that go-live balances are posted against.
 */
export const ledgerAccountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('farmer'), customerId: z.string().min(1) }),
  z.object({ kind: z.literal('reeler'), customerId: z.string().min(1) }),
  z.object({ kind: z.literal('farmer-levy') }),
  z.object({ kind: z.literal('reeler-levy') }),
  z.object({ kind: z.literal('cash') }),
  z.object({ kind: z.literal('bank'), bankAccountId: z.string().min(1) }),
  z.object({ kind: z.literal('payments-in-transit') }),
  z.object({ kind: z.literal('round-off') }),
  z.object({ kind: z.literal('opening-balance-suspense') }),
]);
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export type LedgerAccountKind = LedgerAccount['kind'];

/**
 * A market keeps one bank account for now ('main'); the Bank account kind carries an id so a second account is a
 * new id, not a new kind.
 */
export const MARKET_BANK_ACCOUNT = 'main';
export const marketBank: LedgerAccount = { kind: 'bank', bankAccountId: MARKET_BANK_ACCOUNT };

/** The market's own accounts, by name, for pickers and the trial balance. */
export const MARKET_ACCOUNT_NAMES: Record<Exclude<LedgerAccountKind, 'farmer' | 'reeler'>, string> = {
  'farmer-levy': 'Farmer levy',
  'reeler-levy': 'Reeler levy',
  cash: 'Cash',
  bank: 'Bank',
  'payments-in-transit': 'Payments in transit',
  'round-off': 'Round off',
  'opening-balance-suspense': 'Opening balance suspense',
};

/**
 * Control accounts (issue 22): each is reconciled against the documents of the command that owns it, so only
 * that command posts to it; a hand voucher naming one is refused. Opening balance suspense: opening balances.
 * Payments in transit: online farmer payment batches and the bank's answers. The levy accounts: sales (levy
 * collected) and levy remittances to the department.
 */
export const CONTROL_ACCOUNT_OWNERS: Partial<Record<LedgerAccountKind, string>> = {
  'opening-balance-suspense': 'opening balances',
  'payments-in-transit': 'online farmer payments',
  'farmer-levy': 'sales and levy remittances',
  'reeler-levy': 'sales and levy remittances',
};

/** The owner of a control account, or null for an account a voucher may name. */
export const controlAccountOwner = (account: LedgerAccount): string | null =>
  CONTROL_ACCOUNT_OWNERS[account.kind] ?? null;

/** One stable text key per account (`farmer:<id>`, `cash`), for tables and for comparing accounts. */
export function accountKey(account: LedgerAccount): string {
  switch (account.kind) {
    case 'farmer':
    case 'reeler':
      return `${account.kind}:${account.customerId}`;
    case 'bank':
      return `bank:${account.bankAccountId}`;
    case 'farmer-levy':
    case 'reeler-levy':
    case 'cash':
    case 'payments-in-transit':
    case 'round-off':
    case 'opening-balance-suspense':
      return account.kind;
    default: {
      const unknown: never = account;
      throw new Error(`unknown ledger account ${JSON.stringify(unknown)}`);
    }
  }
}
