/**
 * The accounts of a market's ledger (money-and-reports.md, "The accounts"): each farmer and reeler has their own
 * (their passbook); the market has Farmer levy, Reeler levy, Cash, a Bank account per bank account it holds,
 * Payments in transit (online farmer payments sent to the bank, not yet confirmed), Round off, and the Opening
 * balance suspense that go-live balances are posted against.
 */
export type LedgerAccount =
  | { kind: 'farmer'; customerId: string }
  | { kind: 'reeler'; customerId: string }
  | { kind: 'farmer-levy' }
  | { kind: 'reeler-levy' }
  | { kind: 'cash' }
  | { kind: 'bank'; bankAccountId: string }
  | { kind: 'payments-in-transit' }
  | { kind: 'round-off' }
  | { kind: 'opening-balance-suspense' };

export type LedgerAccountKind = LedgerAccount['kind'];

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
