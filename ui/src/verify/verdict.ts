import type { BrowserCheck, TokenRefusal } from './signature-check';
import type { StandingResult } from './standing-api';
import { inLanguage, refusalOfMessage, type Words } from './words';

/**
 * The one plain verdict the page leads with, from the phone's own signature check (when it ran) and the server's
 * answer. A signature the phone found false is forged whatever else comes back: the same published keys decide
 * both checks, and an answer can be tampered with on the way where the phone's check cannot.
 */
export type Verdict =
  | { kind: 'in-force' }
  | { kind: 'cancelled'; replacedBy: string | null }
  | { kind: 'reversed' }
  | { kind: 'superseded' }
  /** Genuinely signed but unknown here (`message` null), or typed figures that match nothing (the 404's). */
  | { kind: 'not-in-records'; message: string | null }
  | { kind: 'forged'; refusal: TokenRefusal | null; message: string | null }
  /** The phone checked the signature, but the records could not be reached (or refused for now). */
  | { kind: 'signature-only'; rateLimited: string | null }
  | { kind: 'unchecked'; rateLimited: string | null };

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

export function verdictOf(browser: BrowserCheck | null, standing: StandingResult): Verdict {
  if (browser?.outcome === 'bad') return { kind: 'forged', refusal: browser.refusal, message: null };
  switch (standing.outcome) {
    case 'answer': {
      const { answer } = standing;
      switch (answer.standing) {
        case 'in-force':
          return { kind: 'in-force' };
        case 'cancelled':
          return { kind: 'cancelled', replacedBy: answer.replacedBy };
        case 'reversed':
          return { kind: 'reversed' };
        case 'superseded':
          return { kind: 'superseded' };
        case 'unknown':
          return { kind: 'not-in-records', message: null };
        default:
          return unreachable(answer.standing);
      }
    }
    case 'refused':
      return { kind: 'forged', refusal: refusalOfMessage(standing.message), message: standing.message };
    case 'not-found':
      return { kind: 'not-in-records', message: standing.message };
    case 'rate-limited':
    case 'unreachable': {
      const rateLimited = standing.outcome === 'rate-limited' ? standing.message : null;
      return browser?.outcome === 'good'
        ? { kind: 'signature-only', rateLimited }
        : { kind: 'unchecked', rateLimited };
    }
    default:
      return unreachable(standing);
  }
}

function unreachable(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

export function toneOf(verdict: Verdict): Tone {
  switch (verdict.kind) {
    case 'in-force':
      return 'good';
    case 'forged':
      return 'bad';
    case 'cancelled':
    case 'reversed':
    case 'superseded':
    case 'not-in-records':
    case 'signature-only':
      return 'warn';
    case 'unchecked':
      return 'neutral';
    default:
      return unreachable(verdict);
  }
}

/** The verdict in words: the big line, and the sentence under it. */
export function verdictText(verdict: Verdict, words: Words): { headline: string; explanation: string } {
  const { verdicts, explain } = words;
  switch (verdict.kind) {
    case 'in-force':
      return { headline: verdicts.inForce, explanation: explain.inForce };
    case 'cancelled':
      return { headline: verdicts.cancelled(verdict.replacedBy), explanation: explain.noLongerInForce };
    case 'reversed':
      return { headline: verdicts.reversed, explanation: explain.reversed };
    case 'superseded':
      return { headline: verdicts.superseded, explanation: explain.superseded };
    case 'not-in-records':
      return {
        headline: verdicts.notInRecords,
        explanation: verdict.message
          ? sentences(inLanguage(words, verdict.message), explain.compareTyped)
          : explain.signedButUnknown,
      };
    case 'forged': {
      const what = verdict.refusal
        ? words.refusals[verdict.refusal]
        : verdict.message
          ? inLanguage(words, verdict.message)
          : null;
      return {
        headline: verdicts.forged,
        explanation: what ? sentences(what, explain.forged) : explain.forged,
      };
    }
    case 'signature-only':
      return {
        headline: verdicts.signatureOnly,
        explanation:
          verdict.rateLimited === null ? explain.signatureOnly : rateLimitedText(verdict.rateLimited, words),
      };
    case 'unchecked':
      return {
        headline: verdicts.unchecked,
        explanation:
          verdict.rateLimited === null ? explain.unchecked : rateLimitedText(verdict.rateLimited, words),
      };
    default:
      return unreachable(verdict);
  }
}

/** The 429's own words in English; in Tamil the page's, since the limiter's wording is the server's to change. */
export function rateLimitedText(message: string, words: Words): string {
  if (words.language === 'en' && message) return message;
  return words.serverMessages[message] ?? words.explain.rateLimited;
}

/** Two sentences as one text: the server's words come without a final full stop. */
function sentences(first: string, second: string): string {
  return `${first.replace(/[.\s]+$/, '')}. ${second}`;
}
