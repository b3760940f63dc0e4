import type { DocumentStandingAnswer } from '@cocoon/domain';
import { DocumentFigures } from './DocumentFigures';
import { historyText, type PaperFigures, withdrawnKeyText } from './display';
import { toneOf, type Verdict, verdictText } from './verdict';
import type { Words } from './words';

const MARKS = { good: '✓', warn: '!', bad: '✗', neutral: '?' } as const;

interface Props {
  /** Null while checking (then `pending` says what), or before anything was asked. */
  verdict: Verdict | null;
  pending: string | null;
  answer: DocumentStandingAnswer | null;
  figures: PaperFigures | null;
  withdrawnOn: string | null;
  /** What the phone's own signature check found, when it ran. */
  signatureNote: string | null;
  words: Words;
}

/**
 * The verdict, big and plain, in a live region so a screen reader says it when it arrives; then what stands behind
 * it (the key, the history, the payment) and the figures to compare with the paper.
 */
export function StandingView({
  verdict,
  pending,
  answer,
  figures,
  withdrawnOn,
  signatureNote,
  words,
}: Props) {
  const tone = verdict ? toneOf(verdict) : 'neutral';
  const text = verdict ? verdictText(verdict, words) : null;
  const details = verdict
    ? [
        withdrawnKeyText(withdrawnOn, words),
        answer ? historyText(answer.history, words) : null,
        answer?.payment ? `${words.payment.label}: ${words.payment[answer.payment]}` : null,
        answer?.reason ? `${words.reason}: ${answer.reason}` : null,
        signatureNote,
      ].filter((line): line is string => line !== null)
    : [];
  const historyMismatch = answer?.history?.matches === false;
  return (
    <div className="standing">
      <div role="status" aria-live="polite" className={text ? `verdict verdict--${tone}` : 'verdict-pending'}>
        {text ? (
          <>
            <p className="verdict__headline">
              <span className="verdict__mark" aria-hidden="true">
                {MARKS[tone]}
              </span>
              <span>{text.headline}</span>
            </p>
            <p className="verdict__explanation">{text.explanation}</p>
          </>
        ) : pending ? (
          <p className="verdict-pending__text">{pending}</p>
        ) : null}
      </div>
      {details.length > 0 ? (
        <ul className="standing__details">
          {details.map((line) => (
            <li
              key={line}
              className={historyMismatch && line === words.history.mismatch ? 'standing__warning' : undefined}
            >
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {verdict && figures ? <DocumentFigures figures={figures} words={words} /> : null}
    </div>
  );
}
