import { randomUUID } from 'node:crypto';
import {
  addDays,
  businessDate,
  holidaysStream,
  lastHolidayDate,
  nextWorkingDay,
  weekdayOf,
} from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { fixedHolidaysOf, marketCalendar } from './holiday-calendar.js';

/**
 * The holiday master over HTTP (issue 25): a market's Branch Admin keeps it, the offices and the Admin read it,
 * and `marketCalendar` gives other code the market's working days.
 */
let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;
let marketId: string;
let today: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'holidays' });
  api = apiClient(app.url);
  branch = await api.login('branch');
  today = businessDate(new Date());
  marketId = (await api.get('/MasHoliday/getAll_MasHoliday', branch)).body.marketId;
});
afterAll(async () => app?.stop());

const SAVE = '/MasHoliday/SaveMasHoliday';
const REMOVE = '/MasHoliday/RemoveMasHoliday';
const PREFILL = '/MasHoliday/PrefillMasHoliday';
const list = (query = '', token = branch) => api.get(`/MasHoliday/getAll_MasHoliday${query}`, token);
const eventCount = async () => (await app.deps.store.readStream(holidaysStream(marketId))).length;
/** A Thursday a year back, so its next working day is Friday unless the master says otherwise. */
const thursday = () => {
  let day = addDays(today, -365);
  while (weekdayOf(day) !== 4) day = addDays(day, 1);
  return day;
};

describe('holiday master over HTTP', () => {
  it('adds a past holiday (days-to-pay counts it) and lists it in the very next read of its year', async () => {
    const date = thursday();
    const saved = await api.post(
      SAVE,
      { date, name: 'Vinayakar Chathurthi', nameTamil: 'விநாயகர் சதுர்த்தி' },
      branch,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: 'Success', date });
    const answer = await list(`?year=${date.slice(0, 4)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ marketId, weeklyHoliday: 'Sunday only' });
    expect(answer.body.data).toContainEqual({
      date,
      name: 'Vinayakar Chathurthi',
      nameTamil: 'விநாயகர் சதுர்த்தி',
      source: 'manual',
    });
  });

  it('refuses a date already in the master (409 on the date) and a date over two years ahead (400), appending nothing', async () => {
    const before = await eventCount();
    const duplicate = await api.post(SAVE, { date: thursday(), name: 'Again' }, branch);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      field: 'date',
      message: expect.stringContaining('is already a holiday'),
    });
    const far = await api.post(SAVE, { date: addDays(lastHolidayDate(today), 1), name: 'Far' }, branch);
    expect(far.status).toBe(400);
    expect(far.body.errors.date[0]).toMatch(/two years ahead/);
    const empty = await api.post(SAVE, { date: '2026-02-30', name: ' ' }, branch);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ date: ['Select a date'], name: ['Please enter the holiday'] });
    expect(await eventCount()).toBe(before);
  });

  it('appends once when the same command is retried', async () => {
    const before = await eventCount();
    const key = randomUUID();
    const body = { date: addDays(thursday(), 7), name: 'Local temple festival' };
    const answers = await Promise.all([1, 2, 3].map(() => api.post(SAVE, body, branch, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await eventCount()).toBe(before + 1);
  });

  it('removes a holiday with a reason; a date not in the master is 404', async () => {
    const date = addDays(thursday(), 7);
    const removed = await api.post(REMOVE, { date, reason: 'Not in the Government Order' }, branch);
    expect(removed.status).toBe(200);
    expect(
      (await list(`?year=${date.slice(0, 4)}`)).body.data.map((h: { date: string }) => h.date),
    ).not.toContain(date);
    const stored = (await app.deps.store.readStream(holidaysStream(marketId))).at(-1);
    expect(stored?.data).toMatchObject({ date, reason: 'Not in the Government Order' });
    expect((await api.post(REMOVE, { date, reason: 'Again' }, branch)).status).toBe(404);
    expect((await api.post(REMOVE, { date, reason: '' }, branch)).body.errors.reason).toEqual([
      'Please enter why the holiday is removed',
    ]);
  });

  it("adds next year's fixed holidays of Tamil Nadu once, with their Tamil names where the package has them", async () => {
    const year = Number(today.slice(0, 4)) + 1;
    const fixed = fixedHolidaysOf(year);
    expect(fixed.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Republic Day', 'Independence Day', 'Gandhi Jayanti', 'Labour Day']),
    );
    const answer = await api.post(PREFILL, { year }, branch);
    expect(answer.status).toBe(200);
    expect(answer.body.added).toHaveLength(fixed.length);
    const listed = (await list(`?year=${year}`)).body.data;
    expect(listed).toContainEqual({
      date: `${year}-01-26`,
      name: 'Republic Day',
      nameTamil: 'குடியரசு தினம்',
      source: 'prefill',
    });
    const again = await api.post(PREFILL, { year }, branch);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`The fixed holidays of ${year} are already in the holiday master`);
  });

  it('lets the AD read a market of its office but not keep it; the Market Officer reads nothing', async () => {
    const ad = await api.login('ad');
    expect((await list(`?marketId=${marketId}`, ad)).status).toBe(200);
    expect((await list('', ad)).status).toBe(400);
    expect((await api.post(SAVE, { marketId, date: thursday(), name: 'x' }, ad)).status).toBe(403);
    const officer = await api.login('officer');
    expect((await list('', officer)).status).toBe(403);
    const admin = await api.login('admin');
    expect((await list(`?marketId=${marketId}&year=1999`, admin)).status).toBe(400);
  });

  it("gives other code the market's calendar: Sunday, the weekly holiday in force and the master's dates", async () => {
    const date = thursday();
    const before = await marketCalendar(app.deps, marketId);
    // Friday after the Vinayakar Chathurthi Thursday is a working day; the Thursday itself is not.
    expect(nextWorkingDay(addDays(date, -1), before)).toBe(addDays(date, 1));
    const admin = await api.login('admin');
    const set = await api.post(
      '/dataManager/SetKeyValue',
      { key: 'weeklyholiday', value: 5, effectiveFrom: addDays(date, -30), marketId },
      admin,
    );
    expect(set.status).toBe(200);
    await app.settle();
    const after = await marketCalendar(app.deps, marketId);
    // Now Friday is the weekly holiday and Saturday is the next working day.
    expect(nextWorkingDay(addDays(date, -1), after)).toBe(addDays(date, 2));
    expect((await list()).body.weeklyHoliday).toBe('Sunday and Friday');
  });
});
