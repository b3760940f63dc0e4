import type { ColumnType, Generated } from 'kysely';

/** timestamptz: node-pg reads a Date; projections write the event's ISO text (or a Date). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default: optional on insert. */
export type DefaultTimestamp = Generated<Date>;
/** bigint: node-pg reads text (a bigint may pass 2^53); values are written as numbers. */
export type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
/** date: node-pg reads a local-midnight Date; written as ISO `YYYY-MM-DD` text. */
export type DateOnly = ColumnType<Date, string, string>;
/** jsonb written as serialised JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string | null, string | null>;
