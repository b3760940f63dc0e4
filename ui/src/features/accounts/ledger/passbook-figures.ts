import { balanceFigure, type LedgerCustomerKind, rupeesFigure } from '@cocoon/domain';

/** Paise as rupees without the "Rs" (the column heads say Rs); a zero debit or credit cell stays empty. */
export const amountCell = (paise: number): string => (paise === 0 ? '' : rupeesFigure(paise));

/**
 * A balance (debit minus credit) as a passbook writes it: "1,234.50 Dr", "1,234.50 Cr", or "0.00". The report
 * machine's `balance` cells write it the same way, so the passbook's files read as its screen.
 */
export const balanceText = balanceFigure;

/** What Dr and Cr mean on this customer's account, in a line for the screen. */
export const SIDE_MEANING: Record<LedgerCustomerKind, string> = {
  farmer: 'Cr: the market owes the farmer; Dr: the farmer owes the market.',
  reeler: 'Dr: the reeler owes the market; Cr: the reeler has money with the market (paid in advance).',
};

/**
 * The default period: from 1 April of the financial year `today` falls in (April to March) to today.
 * `today` is an ISO date (YYYY-MM-DD).
 */
export function financialYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}
