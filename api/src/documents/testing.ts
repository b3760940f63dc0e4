import { type SavedPdf, savePdf } from '@cocoon/workers/testing';
import { expect } from 'vitest';
import type { AuctionTestMarket } from '../auction/testing.js';

/**
 * Requests a print through the api as the market's staff, waits (bounded at 60 s: the job first waits for the
 * read side, which lags on a loaded machine) for the real worker, and answers the PDF read back with the copy
 * numbers the print register gave.
 */
export async function printDocument(
  m: AuctionTestMarket,
  body: Record<string, unknown>,
  name: string,
): Promise<{ documentId: string; copies: number[]; pdf: SavedPdf }> {
  const requested = await m.api.post('/documents', body, m.staff);
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const { documentId, copies } = requested.body as { documentId: string; copies: number[] };
  let state: { status: string } = { status: 'queued' };
  for (let attempt = 0; attempt < 600 && state.status !== 'ready'; attempt++) {
    state = (await m.api.get(`/documents/${documentId}`, m.staff)).body;
    expect(state.status, JSON.stringify(state)).not.toBe('failed');
    if (state.status !== 'ready') await new Promise((done) => setTimeout(done, 100));
  }
  expect(state.status).toBe('ready');
  const file = await fetch(`${m.app.url}/api/documents/${documentId}/file`, {
    headers: { authorization: `Bearer ${m.staff}` },
  });
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return { documentId, copies, pdf: savePdf(name, Buffer.from(await file.arrayBuffer())) };
}
