import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { checkCodeOfTyped, isoDateOfTyped } from './figures';
import { StandingView } from './StandingView';
import { fetchStanding, type StandingResult } from './standing-api';
import { verdictOf } from './verdict';
import { inLanguage, type Words } from './words';

type Field = 'number' | 'date' | 'code';
type LocalError = keyof Words['form']['errors'];
/** A field's message: the page's own (translated at render, so a language switch changes it) or the server's. */
type FieldError = { local: LocalError } | { server: string };

const FIELDS: readonly Field[] = ['number', 'date', 'code'];

/**
 * For those who type instead of scan: the document number, its date as printed (DD/MM/YYYY) and the 6-character
 * check code under the QR. The three together are the key; a number alone never answers (document-standing.ts).
 */
export function ManualForm({ words }: { words: Words }) {
  const ids = { number: useId(), date: useId(), code: useId(), title: useId() };
  const inputs = {
    number: useRef<HTMLInputElement>(null),
    date: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState<Record<Field, string>>({ number: '', date: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<StandingResult | null>(null);

  const showErrors = (found: Partial<Record<Field, FieldError>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = values.number.trim();
    const date = isoDateOfTyped(values.date);
    const code = checkCodeOfTyped(values.code);
    const found: Partial<Record<Field, FieldError>> = {};
    if (!number) found.number = { local: 'number-missing' };
    if ('error' in date) found.date = { local: date.error };
    if ('error' in code) found.code = { local: code.error };
    if ('error' in date || 'error' in code || !number) {
      setResult(null);
      showErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    setResult(null);
    const answered = await fetchStanding({ number, date: date.date, code: code.code });
    setPending(false);
    if (answered.outcome === 'refused' && FIELDS.some((field) => answered.errors[field])) {
      const fromServer: Partial<Record<Field, FieldError>> = {};
      for (const field of FIELDS) {
        const message = answered.errors[field];
        if (message) fromServer[field] = { server: message };
      }
      showErrors(fromServer);
      return;
    }
    setResult(answered);
  };

  const messageOf = (field: Field): string | null => {
    const error = errors[field];
    if (!error) return null;
    return 'local' in error ? words.form.errors[error.local] : inLanguage(words, error.server);
  };

  const field = (name: Field, label: string, hint: string, extra: InputHTMLAttributes<HTMLInputElement>) => {
    const message = messageOf(name);
    const hintId = `${ids[name]}-hint`;
    const errorId = `${ids[name]}-error`;
    return (
      <div className="field">
        <label htmlFor={ids[name]} className="field__label">
          {label}
        </label>
        <span id={hintId} className="field__hint">
          {hint}
        </span>
        <input
          ref={inputs[name]}
          id={ids[name]}
          name={name}
          className="field__input"
          value={values[name]}
          onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          autoComplete="off"
          spellCheck={false}
          {...extra}
        />
        {message ? (
          <span id={errorId} className="field__error">
            {message}
          </span>
        ) : null}
      </div>
    );
  };

  const verdict = result ? verdictOf(null, result) : null;
  const answer = result?.outcome === 'answer' ? result.answer : null;
  return (
    <section className="manual" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="manual__title">
        {words.form.title}
      </h2>
      <p className="manual__hint">{words.form.hint}</p>
      <form noValidate onSubmit={submit} aria-busy={pending}>
        {field('number', words.form.number, words.form.numberHint, { autoCapitalize: 'characters' })}
        {field('date', words.form.date, words.form.dateHint, {})}
        {field('code', words.form.code, words.form.codeHint, { autoCapitalize: 'characters', maxLength: 12 })}
        <button type="submit" className="manual__submit">
          {pending ? words.form.checking : words.form.verify}
        </button>
      </form>
      <StandingView
        verdict={verdict}
        pending={pending ? words.form.checking : null}
        answer={answer}
        figures={answer?.document ?? null}
        withdrawnOn={answer?.key.withdrawnOn ?? null}
        signatureNote={null}
        words={words}
      />
    </section>
  );
}
