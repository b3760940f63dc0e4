import type { MarketSettingEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { marketSettingsProjection } from './market-settings.js';

const spec = projectionSpec<MarketSettingEvent>(marketSettingsProjection);

const HSR = '00000000-0000-4000-8000-0000000000b1';
const AT = DEFAULT_METADATA.occurredAt;
const LATER = '2026-10-30T10:00:00.000Z';
const eventId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A MarketSettingSet with a known event id: the table is keyed by it. */
const set = (n: number, key: string, value: number, effectiveFrom: string, marketId: string | null = null) =>
  recorded<MarketSettingEvent>(
    { type: 'MarketSettingSet', data: { key, value, effectiveFrom, marketId } },
    {},
    { id: eventId(n) },
  );

describe('masters.market-settings', () => {
  it('keeps one row per value set, with its effective date, market, author and time', async () => {
    await spec.given([set(1, 'farmerlevy', 100, '2026-04-01')]).thenRows({
      market_settings: [
        {
          event_id: eventId(1),
          key: 'farmerlevy',
          market_id: null,
          value: 100,
          effective_from: '2026-04-01',
          set_by: 'hsr.officer',
          set_at: AT,
        },
      ],
    });
  });

  it('keeps old values beside new ones, and a market’s own value beside the all-markets one', async () => {
    const later = recorded<MarketSettingEvent>(
      {
        type: 'MarketSettingSet',
        data: { key: 'farmerlevy', value: 150, effectiveFrom: '2026-11-01', marketId: null },
      },
      { occurredAt: LATER, userName: 'admin' },
      { id: eventId(3) },
    );
    await spec
      .given(
        [set(1, 'farmerlevy', 100, '2026-04-01'), set(2, 'silkrate', 470_000, '2026-04-01', HSR)],
        [later],
      )
      .thenRows({
        market_settings: [
          {
            event_id: eventId(1),
            key: 'farmerlevy',
            market_id: null,
            value: 100,
            effective_from: '2026-04-01',
            set_by: 'hsr.officer',
            set_at: AT,
          },
          {
            event_id: eventId(2),
            key: 'silkrate',
            market_id: HSR,
            value: 470_000,
            effective_from: '2026-04-01',
            set_by: 'hsr.officer',
            set_at: AT,
          },
          {
            event_id: eventId(3),
            key: 'farmerlevy',
            market_id: null,
            value: 150,
            effective_from: '2026-11-01',
            set_by: 'admin',
            set_at: LATER,
          },
        ],
      });
  });

  it('two values for the same key and date in one batch are both kept (the later corrects the earlier)', async () => {
    await spec
      .given([set(1, 'minbidincrement', 100, '2026-11-22'), set(2, 'minbidincrement', 50, '2026-11-22')])
      .thenRows({
        market_settings: [
          { event_id: eventId(1), value: 100, effective_from: '2026-11-22' },
          { event_id: eventId(2), value: 50, effective_from: '2026-11-22' },
        ],
      });
  });

  it('an event delivered again in a later batch is not stored twice', async () => {
    const first = set(1, 'reelerlevy', 100, '2026-04-01');
    await spec.given([first], [first, set(2, 'reelerlevy', 120, '2026-05-01')]).thenRows({
      market_settings: [
        { event_id: eventId(1), value: 100 },
        { event_id: eventId(2), value: 120 },
      ],
    });
  });
});
