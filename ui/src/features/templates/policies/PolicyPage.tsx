import { Callout, H4 } from '@blueprintjs/core';
import { TemplatePage } from '../TemplatePage';
import { POLICY_UPDATED, type Policy } from './policy';
import './policy.css';

/** One of the five policy pages (spec section 2): plain words, and the official notification prevails. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <TemplatePage title={policy.title}>
      <article className="policy">
        <p className="policy__summary">{policy.summary}</p>
        {policy.sections.map((section) => (
          <section key={section.heading} className="policy__section">
            <H4>{section.heading}</H4>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <Callout
          intent="warning"
          icon="document"
          className="policy__prevails"
          title="The official notification prevails"
        >
          This page explains the market’s practice in plain words. Where it differs from an official
          notification, order or rule of the Government of Tamil Nadu or the Department of Sericulture, the
          official notification prevails.
        </Callout>
        <p className="policy__updated">Last reviewed: {POLICY_UPDATED}</p>
      </article>
    </TemplatePage>
  );
}
