import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type DocumentStandingAnswer, formatRupees, tokenOfUrl, ValidationError } from '@cocoon/domain';
import { type PublishedDocumentKey, readQrCodesFromPdf } from '@cocoon/workers';
import type { AppDeps } from '../../http/context.js';
import { documentStanding } from './standing.js';

/**
 * Issue 26, for auditors: `npm run verify -- --document <pdf|url|token>` checks a printed document offline, against
 * the database and the event store it was issued from. A PDF is read the way a phone reads paper: its pages drawn
 * as images and the QR codes found on them.
 */
export async function checkDocuments(
  input: string,
  deps: Pick<AppDeps, 'db' | 'store' | 'audit'> & { keys: readonly PublishedDocumentKey[] },
): Promise<{ genuine: boolean; report: string }> {
  const tokens = await tokensOf(input);
  if (tokens.length === 0) {
    return {
      genuine: false,
      report: `No document code found in ${input.length > 80 ? `${input.slice(0, 80)}…` : input}`,
    };
  }
  const reports: string[] = [];
  let genuine = true;
  for (const token of tokens) {
    try {
      const answer = await documentStanding(deps, deps.keys, { token });
      reports.push(describe(answer));
      if (answer.standing === 'unknown' || !answer.history?.matches || answer.key.withdrawnOn)
        genuine = false;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      genuine = false;
      reports.push(`NOT GENUINE: ${error.message}`);
    }
  }
  return { genuine, report: reports.join('\n\n') };
}

async function tokensOf(input: string): Promise<string[]> {
  if (/\.pdf$/i.test(input) && existsSync(input)) {
    const urls = await readQrCodesFromPdf(input);
    return [...new Set(urls.map(tokenOfUrl).filter((token): token is string => token !== null))];
  }
  const token = tokenOfUrl(input);
  return token ? [token] : [];
}

const STANDINGS: Record<DocumentStandingAnswer['standing'], string> = {
  'in-force': 'genuine and in force',
  cancelled: 'genuine, CANCELLED',
  reversed: 'genuine, REVERSED',
  superseded: 'genuine, SUPERSEDED by a later copy (the weight was corrected)',
  unknown: 'signed by the department, but NOT IN THE RECORDS of this installation',
};

function describe(answer: DocumentStandingAnswer): string {
  const { document: d } = answer;
  const lines = [
    `${d.kindName} ${d.number} of ${d.market ? d.market.nameEn : d.marketCode}, ${d.date}: ${STANDINGS[answer.standing]}`,
    `  party ${d.partyCode || '-'}, amount ${formatRupees(d.amountPaise)}, check code ${d.checkCode}`,
    `  signed with key ${answer.key.kid}${answer.key.withdrawnOn ? `, WITHDRAWN on ${answer.key.withdrawnOn}` : ''}`,
  ];
  if (answer.replacedBy) lines.push(`  replaced by ${answer.replacedBy}`);
  if (answer.reason) lines.push(`  reason: ${answer.reason}`);
  if (answer.payment) lines.push(`  payment: ${answer.payment}`);
  if (answer.history) {
    lines.push(
      answer.history.matches
        ? `  issuing event: in the history, its chain hash recomputed and matching${
            answer.history.sealedBy
              ? `; covered by seal ${answer.history.sealedBy.sequence} of ${answer.history.sealedBy.sealedAt}`
              : '; not sealed yet'
          }`
        : '  issuing event: DOES NOT MATCH the history (the history or the document was altered)',
    );
  }
  return lines.join('\n');
}

/** The keys of a published JWKS file (what `/.well-known/jwks.json` serves), withdrawn ones with their date. */
export function keysOfJwks(text: string): PublishedDocumentKey[] {
  const jwks = JSON.parse(text) as { keys?: Array<Record<string, string>> };
  return (jwks.keys ?? []).map((jwk) => ({
    publicKey: createPublicKey({ key: jwk as unknown as JsonWebKey, format: 'jwk' }),
    kid: String(jwk.kid ?? ''),
    withdrawnOn: jwk.withdrawn ?? null,
  }));
}
