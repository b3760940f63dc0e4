import { useEffect, useState } from 'react';
import { figuresOfClaims } from './display';
import { StandingView } from './StandingView';
import { type BrowserCheck, checkInBrowser, claimsOfToken } from './signature-check';
import { fetchStanding, type StandingResult } from './standing-api';
import { verdictOf } from './verdict';
import type { Words } from './words';

interface Checked {
  browser: BrowserCheck;
  standing: StandingResult;
}

/**
 * A scanned document: the phone checks the signature against the published keys while the server says where the
 * document stands; both are asked at once, so a slow link waits one round trip, not two.
 */
export function TokenCheck({ token, words }: { token: string; words: Words }) {
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setChecked(null);
    Promise.all([checkInBrowser(token, abort.signal), fetchStanding({ token }, abort.signal)])
      .then(([browser, standing]) => {
        if (!abort.signal.aborted) setChecked({ browser, standing });
      })
      // Only an abort rejects: the page has moved on to another token.
      .catch(() => {});
    return () => abort.abort();
  }, [token]);

  const claims = claimsOfToken(token);
  if (!checked) {
    return (
      <StandingView
        verdict={null}
        pending={words.checking(claims?.n ?? null)}
        answer={null}
        figures={null}
        withdrawnOn={null}
        signatureNote={null}
        words={words}
      />
    );
  }
  const { browser, standing } = checked;
  const verdict = verdictOf(browser, standing);
  // A forged code's answer is not shown at all: the phone found the signature false, so the answer came from
  // somewhere it should not have.
  const answer = standing.outcome === 'answer' && verdict.kind !== 'forged' ? standing.answer : null;
  const good = browser.outcome === 'good' ? browser : null;
  const figures = answer
    ? answer.document
    : good && verdict.kind === 'signature-only'
      ? figuresOfClaims(good.claims, token)
      : null;
  return (
    <StandingView
      verdict={verdict}
      pending={null}
      answer={answer}
      figures={figures}
      withdrawnOn={answer?.key.withdrawnOn ?? good?.withdrawnOn ?? null}
      signatureNote={signatureNote(browser, standing, words)}
      words={words}
    />
  );
}

/** Said quietly under the verdict: whether the phone checked the signature itself, and if not, who did. */
function signatureNote(browser: BrowserCheck, standing: StandingResult, words: Words): string | null {
  const serverChecked = standing.outcome === 'answer' ? ` ${words.signatureNote.serverChecked}` : '';
  switch (browser.outcome) {
    case 'good':
      return words.signatureNote.good;
    case 'bad':
      return null;
    case 'cannot-check':
      return `${words.signatureNote.cannotCheck}${serverChecked}`;
    case 'no-keys':
      return `${words.signatureNote.noKeys}${serverChecked}`;
  }
}
