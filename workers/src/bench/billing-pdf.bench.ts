/**
 * How fast the billing PDFs render on one core, against the cheapest PDF the same toolkit makes: an empty
 * A4 page with the Noto faces registered. Then a day's farmer bills (1,000 lots) as one batch, as the print
 * queue gets it. Targets (the brief): at least 40 bills/s per worker core; a 1,000-lot day in under 60 s.
 * Run after a build: `node workers/dist/bench/billing-pdf.bench.js` (about half a minute). Not a test.
 */
import { generateKeyPairSync } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { checkCode, verifyUrl } from '@cocoon/domain';
import { renderBillsPdf } from '../billing/bill-pdf.js';
import { dayOfFarmerBills } from '../billing/testing/fixtures.js';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { lotDigest, signDocumentClaims } from '../documents/document-signing.js';
import { createPdfDocument, finishPdf } from '../pdf/document.js';

const RUN_MS = 3_000;
const REPEATS = 3;
const generatedAt = new Date('2026-11-23T06:35:00Z');
const options = { generatedAt, requestedBy: 'Market Officer (DPI)' };

interface Rate {
  /** Documents per second of wall-clock time. */
  wall: number;
  /** Documents per second of this process's CPU time: what one core does when nothing else competes. */
  cpu: number;
}

/** Documents per second, one after another in this process (one core's worth). */
async function rate(render: () => Promise<Buffer>): Promise<Rate> {
  let done = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - started < RUN_MS) {
    await render();
    done++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    wall: done / ((performance.now() - started) / 1000),
    cpu: done / ((cpu.user + cpu.system) / 1e6),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const pageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
const LABEL = 44;
const out = (line = '') => process.stdout.write(`${line}\n`);
const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');

async function main(): Promise<void> {
  const cpus = os.cpus();
  out('Billing PDF benchmark (pdfkit, Noto Sans + Noto Sans Tamil)');
  out(`machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, node ${process.version}`);
  out(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (figures are noisy when busy)`,
  );
  out(`sequential in one process; ${REPEATS} runs of ${RUN_MS} ms per figure, medians`);
  out();

  const emptyPdf = async () => {
    const doc = createPdfDocument({ title: 'empty', generatedAt });
    return finishPdf(doc);
  };
  // A hundred different bills in turn (names, villages, lots, figures), not one bill again and again:
  // widths and shaping are cached across documents, and repeating one bill would flatter the cache.
  const variety = dayOfFarmerBills(100, 10);
  let next = 0;
  const oneBill = () => {
    const bill = variety[next++ % variety.length] ?? variety[0];
    if (!bill) throw new Error('no bills to render');
    return renderBillsPdf([{ bill, copy: 1 }], options);
  };
  // The same bills signed as the worker signs them (issue 26: Ed25519 over the claims) with the QR drawn.
  const { privateKey } = generateKeyPairSync('ed25519');
  const key = { privateKey, kid: 'bench' };
  const codeOf = async (bill: (typeof variety)[number]): Promise<PrintedDocumentCode> => {
    const token = await signDocumentClaims(
      {
        v: 1,
        k: 'FB',
        n: bill.invoiceNo,
        m: bill.market.code,
        d: bill.auctionDate,
        c: bill.customerCode,
        a: bill.netPaise,
        l: lotDigest(bill.lots.map((lot) => lot.lotNo)),
        s: '48213377-1204518',
        h: 'a3f1c2e4b5d6978812ab34cd56ef7890a1b2c3d4e5f60718293a4b5c6d7e8f90',
      },
      key,
    );
    const base = 'https://sericulture.tn.gov.in';
    return { token, url: verifyUrl(base, token), verifyAddress: `${base}/v`, checkCode: checkCode(token) };
  };
  const oneSignedBill = async () => {
    const bill = variety[next++ % variety.length] ?? variety[0];
    if (!bill) throw new Error('no bills to render');
    return renderBillsPdf([{ bill, copy: 1, code: await codeOf(bill) }], options);
  };
  // Warm-up: font bytes read, code paths compiled.
  await emptyPdf();
  await oneBill();
  await oneSignedBill();

  const baselines: Rate[] = [];
  const bills: Rate[] = [];
  const signedBills: Rate[] = [];
  for (let run = 0; run < REPEATS; run++) {
    baselines.push(await rate(emptyPdf));
    bills.push(await rate(oneBill));
    signedBills.push(await rate(oneSignedBill));
  }
  const baseline = median(baselines.map((r) => r.wall));
  const billRate = median(bills.map((r) => r.wall));
  const billCpuRate = median(bills.map((r) => r.cpu));
  out(
    `${'baseline: empty A4 page, fonts registered'.padEnd(LABEL)}${baseline.toFixed(1).padStart(7)} documents/s`,
  );
  out(
    `${'farmer bills, 10 lots each (1 page)'.padEnd(LABEL)}${billRate.toFixed(1).padStart(7)} bills/s   ` +
      `ratio to baseline ${(billRate / baseline).toFixed(4)} (${(baseline / billRate).toFixed(0)}x the time)`,
  );
  out(
    `${'  the same per CPU-second of this process'.padEnd(LABEL)}${billCpuRate.toFixed(1).padStart(7)} bills/s   ` +
      `target >= 40 bills/s per core: wall ${verdict(billRate >= 40)}, CPU ${verdict(billCpuRate >= 40)}`,
  );
  const signedRate = median(signedBills.map((r) => r.wall));
  out(
    `${'  the same signed, with the QR (issue 26)'.padEnd(LABEL)}${signedRate.toFixed(1).padStart(7)} bills/s   ` +
      `ratio to unsigned ${(signedRate / billRate).toFixed(3)}; target >= 40 bills/s: ${verdict(signedRate >= 40)}`,
  );
  out(
    `  runs (wall/cpu): bills ${bills.map((r) => `${r.wall.toFixed(1)}/${r.cpu.toFixed(1)}`).join(' ')}` +
      ` | baseline ${baselines.map((r) => r.wall.toFixed(0)).join(' ')}`,
  );

  const day = dayOfFarmerBills(100, 10);
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const pdf = await renderBillsPdf(
    day.map((dayBill) => ({ bill: dayBill, copy: 1 })),
    options,
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  out(
    `a day: 100 farmers x 10 lots = 1,000 lots, one batch   ${seconds.toFixed(2)} s, ${pageCount(pdf)} pages, ` +
      `${(pdf.length / 2 ** 20).toFixed(1)} MiB, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s   ` +
      `target < 60 s: ${verdict(seconds < 60)}`,
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `billing PDF benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
