import type { HolidayEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { projectionSpec } from '../runtime/testing/projection-harness.js';
import { holidaysProjection } from './holidays.js';

const spec = projectionSpec<HolidayEvent>(holidaysProjection);

const HOSUR = '00000000-0000-4000-8000-0000000000a1';
const DHARMAPURI = '00000000-0000-4000-8000-0000000000a2';

const added = (
  marketId: string,
  date: string,
  name: string,
  source: 'manual' | 'prefill' = 'manual',
): HolidayEvent => ({
  type: 'HolidayAdded',
  data: { marketId, date, name, nameTamil: null, source },
});

describe('masters.holidays', () => {
  it('lists each market its own holidays, stamped with who added them', async () => {
    await spec
      .given([
        added(HOSUR, '2027-01-26', 'Republic Day', 'prefill'),
        added(DHARMAPURI, '2027-01-15', 'Pongal'),
      ])
      .thenRows({
        holidays: [
          {
            market_id: HOSUR,
            holiday_date: '2027-01-26',
            name: 'Republic Day',
            source: 'prefill',
            added_by: 'hsr.officer',
          },
          { market_id: DHARMAPURI, holiday_date: '2027-01-15', name: 'Pongal', source: 'manual' },
        ],
      });
  });

  it('drops a removed holiday of its market only', async () => {
    const pongal = added(HOSUR, '2027-01-15', 'Pongal');
    const removed: HolidayEvent = {
      type: 'HolidayRemoved',
      data: { marketId: HOSUR, date: '2027-01-15', reason: 'GO moved it' },
    };
    await spec.given([pongal, added(DHARMAPURI, '2027-01-15', 'Pongal')], [removed]).thenRows({
      holidays: [{ market_id: DHARMAPURI, holiday_date: '2027-01-15' }],
    });
  });

  it('takes a date back after its holiday was removed', async () => {
    const pongal = added(HOSUR, '2027-01-15', 'Pongal');
    const removed: HolidayEvent = {
      type: 'HolidayRemoved',
      data: { marketId: HOSUR, date: '2027-01-15', reason: 'GO moved it' },
    };
    await spec
      .given([pongal], [removed], [added(HOSUR, '2027-01-15', 'Thai Pongal')])
      .thenRows({ holidays: [{ market_id: HOSUR, name: 'Thai Pongal' }] });
  });

  it('applies a batch read again after a crash once', async () => {
    const pongal = added(HOSUR, '2027-01-15', 'Pongal');
    await spec.given([pongal], [pongal]).thenRows({ holidays: [{ holiday_date: '2027-01-15' }] });
  });
});
