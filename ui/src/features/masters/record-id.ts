/** The entry screen edits the record named by `?id=`; without it, it adds one. */
export function editPath(inputPath: string, id: string): string {
  return `${inputPath}?id=${encodeURIComponent(id)}`;
}

/** The record an entry screen edits: `?id=` of its URL, or null when it adds one. */
export function idFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('id');
}
