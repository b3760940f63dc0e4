/**
 * A customer's opening balance side in words (the officer thinks "who owes whom", not debit and credit): a
 * farmer is usually owed by the market (credit), a reeler usually owes it (debit).
 */
export function sideWords(kind: 'farmer' | 'reeler', side: 'debit' | 'credit'): string {
  if (kind === 'farmer') return side === 'credit' ? 'Farmer is owed (market pays)' : 'Farmer owes the market';
  return side === 'debit' ? 'Reeler owes the market' : 'Reeler is owed (advance paid)';
}

export const usualSide = (kind: 'farmer' | 'reeler'): 'debit' | 'credit' =>
  kind === 'farmer' ? 'credit' : 'debit';
