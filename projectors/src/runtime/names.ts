/** Schema holding the registry (active generation per projection) and every checkpoint. */
export const REGISTRY_SCHEMA = 'projection';
/** Schema of the views the api and workers query; each points at the active generation's table. */
export const READ_SCHEMA = 'read';

// PostgreSQL truncates identifiers at 63 bytes; keep room for the `rm_` prefix and `_g<generation>` suffix.
const MAX_SLUG = 48;

export function projectionSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug === '' || slug.length > MAX_SLUG) {
    throw new Error(`Projection name "${name}" must give a slug of 1..${MAX_SLUG} characters`);
  }
  return slug;
}

export function generationSchema(name: string, generation: number): string {
  return `rm_${projectionSlug(name)}_g${generation}`;
}

/** First key of every advisory lock we take, so ours never collide with kysely's or the event store's. */
export const LOCK_NAMESPACE = 0x636f63; // 'coc'
export const MIGRATION_LOCK = 'migrate';
export const rebuildLock = (name: string): string => `rebuild:${name}`;
