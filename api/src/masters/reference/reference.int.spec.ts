import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let officer: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'reference' });
  api = apiClient(app.url);
  officer = await api.login('officer');
});
afterAll(async () => app?.stop());

describe('geography and lists of values', () => {
  it('serves the 38 districts of Tamil Nadu with LGD codes, in Tamil where LGD has it', async () => {
    const { body } = await api.get('/MasGeo/getAll_GeoByName/District', officer);
    expect(body.data).toHaveLength(38);
    const krishnagiri = body.data.find((d: { name: string }) => d.name === 'Krishnagiri');
    expect(krishnagiri).toMatchObject({ geoId: expect.any(Number), parentId: null });
    const ariyalur = body.data.find((d: { name: string }) => d.name === 'Ariyalur');
    expect(ariyalur).toMatchObject({ geoId: 610, nameTa: 'அரியலூர்', displayName: 'அரியலூர்' });
  });

  it('serves the taluks of a district, and 316 in all', async () => {
    const districts = (await api.get('/MasGeo/getAll_GeoByName/District', officer)).body.data as Array<{
      geoId: number;
    }>;
    let total = 0;
    for (const d of districts) {
      const { body } = await api.get(`/MasGeo/getAll_ByFilter?districtId=${d.geoId}`, officer);
      expect(body.data.every((t: { parentId: number }) => t.parentId === d.geoId)).toBe(true);
      total += body.data.length;
    }
    expect(total).toBe(316);
    const ariyalur = (await api.get('/MasGeo/getAll_ByFilter?districtId=610', officer)).body.data;
    expect(ariyalur.map((t: { name: string }) => t.name)).toEqual([
      'Andimadam',
      'Ariyalur',
      'Sendurai',
      'Udayarpalayam',
    ]);
  });

  it('answers 400 for a malformed district and 404 for an unknown one', async () => {
    expect((await api.get('/MasGeo/getAll_ByFilter?districtId=abc', officer)).status).toBe(400);
    expect((await api.get('/MasGeo/getAll_ByFilter?districtId=999999', officer)).status).toBe(404);
  });

  it('serves the farmer, reeler and voucher types, and 404 for another list', async () => {
    for (const type of ['FarmerType', 'ReelerType', 'VouType']) {
      const { status, body } = await api.get(`/MasLov/getAll_LovType/${type}`, officer);
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(2);
    }
    expect((await api.get('/MasLov/getAll_LovType/Nothing', officer)).status).toBe(404);
    expect((await api.get('/MasLov/getAll_LovType/FarmerType')).status).toBe(401);
  });
});
