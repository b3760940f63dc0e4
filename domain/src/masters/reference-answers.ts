import { z } from 'zod';

/** A district or taluk (LGD code); `displayName` is Tamil where the LGD file has it, English otherwise. */
export const geoUnitSchema = z.object({
  geoId: z.number().int(),
  name: z.string(),
  nameTa: z.string().nullable(),
  displayName: z.string(),
  /** The district of a taluk; null for a district. */
  parentId: z.number().int().nullable(),
});
export type GeoUnitRow = z.infer<typeof geoUnitSchema>;

/** MasGeo/getAll_GeoByName/District and MasGeo/getAll_ByFilter. */
export const geoListAnswerSchema = z.object({ data: z.array(geoUnitSchema) });

/** MasLov/getAll_LovType/{lovType}: one fixed list of values. */
export const listOfValuesAnswerSchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string() })),
});
