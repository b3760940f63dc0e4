import { Card, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../app/product';
import { Brand } from '../../layout/Brand';
import { useDocumentTitle } from '../../layout/use-document-title';
import { TemplateLinks } from './TemplateLinks';
import './template.css';

export type TemplateVariant = 'centered' | 'split';

export interface TemplateFrameProps {
  title: string;
  /** 'centered': one card on the blue band (the "1" pages); 'split': a market panel beside the form ("2"). */
  variant?: TemplateVariant;
  children: ReactNode;
}

/** The frame of the account template pages: brand, title, the form, and links to the other templates. */
export function TemplateFrame({ title, variant = 'centered', children }: TemplateFrameProps) {
  useDocumentTitle(title);
  if (variant === 'split') {
    return (
      <main className="template template--split">
        <aside className="template__aside">
          <Brand />
          <div className="template__aside-text">
            <h2 className="template__aside-title">{PRODUCT_NAME}</h2>
            <p>
              The regulated cocoon market of the Department of Sericulture, Government of Tamil Nadu: fair
              weighing, open e-auction and prompt payment for every farmer's lot.
            </p>
          </div>
        </aside>
        <section className="template__panel">
          <div className="template__form">
            <H3>{title}</H3>
            {children}
          </div>
          <TemplateLinks />
        </section>
      </main>
    );
  }
  return (
    <main className="template template--centered">
      <Card elevation={3} className="template__card">
        <Brand />
        <H3 className="template__title">{title}</H3>
        {children}
      </Card>
      <TemplateLinks />
    </main>
  );
}
