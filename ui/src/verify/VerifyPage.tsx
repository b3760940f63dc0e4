import { tokenOfUrl } from '@cocoon/domain';
import { useEffect, useState } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { initialLanguage, LANGUAGE_KEY, type Language } from './language';
import { ManualForm } from './ManualForm';
import { StandingView } from './StandingView';
import { TokenCheck } from './TokenCheck';
import { WORDS } from './words';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The fragment of the address, followed as it changes (a second scan into the same tab changes only the hash). */
function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return hash;
}

/**
 * The public verify page at `/v` (issue 26), where a printed document's QR leads: no login, none of the staff app,
 * its own small bundle for a phone on a slow link. The token is after `#`, so it never reaches a server's logs
 * except as the standing query the page itself sends.
 */
export function VerifyPage() {
  const [language, setLanguage] = useState<Language>(() =>
    initialLanguage(storedLanguage(), navigator.language),
  );
  const words = WORDS[language];
  const hash = useHash();
  const token = tokenOfUrl(hash);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = words.pageTitle;
  }, [language, words]);

  const choose = (chosen: Language) => {
    setLanguage(chosen);
    try {
      localStorage.setItem(LANGUAGE_KEY, chosen);
    } catch {
      // A private window may refuse storage: the choice then lasts for this visit.
    }
  };

  return (
    <>
      <header className="verify-header">
        <p className="verify-header__department">{words.department}</p>
        <LanguageSwitch language={language} onChange={choose} words={words} />
      </header>
      <main className="verify-main">
        <h1 className="verify-main__title">{words.pageTitle}</h1>
        {token ? (
          <TokenCheck key={token} token={token} words={words} />
        ) : hash.length > 1 ? (
          // Something after # that is no token: a torn or badly scanned code.
          <StandingView
            verdict={{ kind: 'forged', refusal: 'malformed', message: null }}
            pending={null}
            answer={null}
            figures={null}
            withdrawnOn={null}
            signatureNote={null}
            words={words}
          />
        ) : (
          <p className="verify-main__intro">{words.intro}</p>
        )}
        <ManualForm words={words} />
        <section className="address">
          <h2 className="address__title">{words.address.title}</h2>
          <p>{words.address.text(window.location.host)}</p>
        </section>
      </main>
    </>
  );
}
