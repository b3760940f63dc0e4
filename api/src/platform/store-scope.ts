/** The database a deployment (or a test file) runs on, naming its Redis keys so two never share one. */
export function storeScope(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
