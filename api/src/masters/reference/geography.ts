import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Tamil Nadu's 38 districts and 316 taluks with their LGD codes, shipped with the app
 * (api/assets/reference/tamil-nadu-districts-taluks.json; its `source` field says where it comes from).
 * Read and checked once; a malformed file stops the request with a logged 500 rather than serving half a list.
 */
const unitSchema = z.object({
  code: z.string().regex(/^\d+$/),
  name: z.string().min(1),
  nameTa: z.string().nullable(),
});
const fileSchema = z.object({
  source: z.string(),
  districts: z.array(unitSchema.extend({ taluks: z.array(unitSchema) })),
});

export interface GeoUnit {
  geoId: number;
  name: string;
  nameTa: string | null;
  /** Tamil where the LGD file has it, English otherwise. */
  displayName: string;
  parentId: number | null;
}

const here = fileURLToPath(new URL('.', import.meta.url));
// The same relative path works from src/ (tests) and dist/ (runtime): both sit three levels below api/.
const FILE = resolve(here, '../../../assets/reference/tamil-nadu-districts-taluks.json');

let cache: { districts: GeoUnit[]; taluks: GeoUnit[]; source: string } | undefined;

export function geography() {
  if (cache) return cache;
  const file = fileSchema.parse(JSON.parse(readFileSync(FILE, 'utf8')));
  const unit = (u: z.infer<typeof unitSchema>, parentId: number | null): GeoUnit => ({
    geoId: Number(u.code),
    name: u.name,
    nameTa: u.nameTa,
    displayName: u.nameTa ?? u.name,
    parentId,
  });
  const districts = file.districts.map((d) => unit(d, null)).sort((a, b) => a.name.localeCompare(b.name));
  const taluks = file.districts
    .flatMap((d) => d.taluks.map((t) => unit(t, Number(d.code))))
    .sort((a, b) => a.name.localeCompare(b.name));
  cache = { districts, taluks, source: file.source };
  return cache;
}
