import { describe, expect, it } from 'vitest';
import { formatPosition } from '../position.js';
import { matches, toReadPosition, toStreamState, typeRegex } from './mapping.js';

describe('KurrentDB mapping', () => {
  it('maps expected revisions to stream states with bigint revisions', () => {
    expect(toStreamState('no-stream')).toBe('no_stream');
    expect(toStreamState('stream-exists')).toBe('stream_exists');
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState(41)).toBe(41n);
  });

  it('filters event types exactly and never lets system events through', () => {
    const wanted = new RegExp(typeRegex({ eventTypes: ['Lot.Registered', 'BidPlaced'] }));
    expect(['Lot.Registered', 'BidPlaced'].every((t) => wanted.test(t))).toBe(true);
    expect(['LotXRegistered', 'BidPlacedAgain', '$metadata'].some((t) => wanted.test(t))).toBe(false);
    const all = new RegExp(typeRegex(undefined));
    expect(all.test('BidPlaced')).toBe(true);
    expect(all.test('$statsCollected')).toBe(false);
    expect(new RegExp(typeRegex({ eventTypes: [] })).test('BidPlaced')).toBe(false);
    expect(matches({ eventTypes: ['A'] }, 'B')).toBe(false);
    expect(matches(undefined, 'B')).toBe(true);
  });

  it('turns our positions back into commit/prepare', () => {
    expect(toReadPosition('')).toBe('start');
    expect(toReadPosition(formatPosition(1200n, 1100n))).toEqual({ commit: 1200n, prepare: 1100n });
  });
});
