import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'documents' });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

async function waitUntilSettled(documentId: string, token: string) {
  for (let i = 0; i < 200; i++) {
    const status = await api.get(`/documents/${documentId}`, token);
    if (status.body.status === 'ready' || status.body.status === 'failed') return status.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('document never settled');
}

describe('printable documents: event → reactor → queue → worker → download', () => {
  it('renders the defect list requested through the API and serves it to the requester', async () => {
    await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'DF30', defectName: 'Late addition' },
      branch,
    );
    const requested = await api.post('/documents', { kind: 'cocoon-defect-list' }, branch);
    expect(requested.status).toBe(200);
    const { documentId } = requested.body;
    const settled = await waitUntilSettled(documentId, branch);
    expect(settled).toMatchObject({ status: 'ready', kind: 'cocoon-defect-list' });

    const file = await api.get(`/documents/${documentId}/file`, branch);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const path = join(mkdtempSync(join(tmpdir(), 'doc-')), 'defects.pdf');
    writeFileSync(path, pdf);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Department of Sericulture');
    expect(text).toContain('DF30');
    expect(text).toContain('Late addition');
  });

  it('enqueues exactly one job for a retried request', async () => {
    const key = crypto.randomUUID();
    const first = await api.post('/documents', { kind: 'cocoon-defect-list' }, branch, key);
    const second = await api.post('/documents', { kind: 'cocoon-defect-list' }, branch, key);
    expect(second.body.documentId).toBe(first.body.documentId);
    await waitUntilSettled(first.body.documentId, branch);
    const jobs = await app.deps.documentsQueue.getJobs([
      'completed',
      'active',
      'waiting',
      'delayed',
      'failed',
    ]);
    expect(jobs.filter((j) => j.data.documentId === first.body.documentId)).toHaveLength(1);
  });

  it('refuses roles that may not see the list and unknown documents', async () => {
    const requested = await api.post('/documents', { kind: 'cocoon-defect-list' }, branch);
    await waitUntilSettled(requested.body.documentId, branch);
    const admin = await api.login('admin');
    expect((await api.get(`/documents/${requested.body.documentId}`, admin)).status).toBe(403);
    expect((await api.post('/documents', { kind: 'cocoon-defect-list' }, admin)).status).toBe(403);
    expect((await api.get(`/documents/${crypto.randomUUID()}`, branch)).status).toBe(404);
    expect((await api.get('/documents/not-a-uuid', branch)).status).toBe(400);
    expect((await api.post('/documents', { kind: 'invoice-of-nothing' }, branch)).status).toBe(400);
  });
});
