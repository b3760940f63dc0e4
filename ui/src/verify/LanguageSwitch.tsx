import type { Language } from './language';
import type { Words } from './words';

const CHOICES: readonly { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'ta', name: 'தமிழ்' },
];

/** English / தமிழ், each named in its own language (and marked so, for a screen reader's voice). */
export function LanguageSwitch({
  language,
  onChange,
  words,
}: {
  language: Language;
  onChange: (language: Language) => void;
  words: Words;
}) {
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{words.languageGroup}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.language}
          type="button"
          lang={choice.language}
          aria-pressed={language === choice.language}
          className="language-switch__choice"
          onClick={() => onChange(choice.language)}
        >
          {choice.name}
        </button>
      ))}
    </fieldset>
  );
}
