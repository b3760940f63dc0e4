/** What an account picker shows and searches: a market account, a farmer or a reeler. */
export interface SearchableAccount {
  code: string | null;
  name: string;
  village?: string | null;
  mobileNo?: string | null;
}

/** At most this many matches are listed: a market has thousands of farmers; typing narrows them. */
export const MAX_MATCHES = 50;

export const accountLabel = (a: SearchableAccount): string => (a.code ? `${a.code} ${a.name}` : a.name);

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * True when every word typed is found in the code, name, village or mobile number (case and spacing ignored):
 * "hosur 98" finds a farmer of Hosur whose mobile has 98; a mobile typed with spaces still matches.
 */
export function matchesAccount(account: SearchableAccount, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const fields = [account.code, account.name, account.village, account.mobileNo].map((f) => fold(f ?? ''));
  const digits = (account.mobileNo ?? '').replace(/\D/g, '');
  return words.every(
    (word) => fields.some((field) => field.includes(word)) || (/^\d+$/.test(word) && digits.includes(word)),
  );
}

/**
 * The accounts a query finds, in the list's own order, except that a code typed in full comes first; at most
 * `limit` of them.
 */
export function findAccounts<A extends SearchableAccount>(
  accounts: readonly A[],
  query: string,
  limit = MAX_MATCHES,
): A[] {
  const typed = fold(query);
  const found = accounts.filter((a) => matchesAccount(a, query));
  const exact = found.findIndex((a) => a.code !== null && fold(a.code) === typed);
  if (exact > 0) found.unshift(...found.splice(exact, 1));
  return found.slice(0, limit);
}
