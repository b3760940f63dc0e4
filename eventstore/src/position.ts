import type { Position } from './port.js';

/**
 * Both adapters build a position from two unsigned 64-bit counters. Zero-padding each to 20 digits (the width of
 * 2^64 - 1) makes plain string comparison agree with numeric order, which is what the port promises callers.
 */
const WIDTH = 20;

export function formatPosition(major: bigint | string, minor: bigint | string): Position {
  return `${String(major).padStart(WIDTH, '0')}-${String(minor).padStart(WIDTH, '0')}`;
}

/** Splits a position into its two counters; START ('') becomes [0n, 0n]. */
export function parsePosition(position: Position): [bigint, bigint] {
  if (position === '') return [0n, 0n];
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(position);
  if (!match) throw new RangeError(`Not an event-store position: ${JSON.stringify(position)}`);
  return [BigInt(match[1]!), BigInt(match[2]!)];
}

export function maxPosition(a: Position, b: Position): Position {
  return a > b ? a : b;
}
