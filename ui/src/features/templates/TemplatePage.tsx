import { AnchorButton, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Brand } from '../../layout/Brand';
import { useDocumentTitle } from '../../layout/use-document-title';
import { STAFF_LOGIN_PATH } from './paths';
import { TemplateLinks } from './TemplateLinks';
import './template.css';

export interface TemplatePageProps {
  title: string;
  /** Room for several columns (the to-do demo's three lists). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the wider template pages (policies, profile settings, the to-do demo). */
export function TemplatePage({ title, wide, children }: TemplatePageProps) {
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  return (
    <div className="template template--page">
      <header className="template__bar">
        <Brand />
        <AnchorButton
          href={STAFF_LOGIN_PATH}
          text="Staff login"
          icon="log-in"
          variant="minimal"
          className="template__bar-login"
          onClick={(event) => {
            event.preventDefault();
            navigate(STAFF_LOGIN_PATH);
          }}
        />
      </header>
      <main className={wide ? 'template__content template__content--wide' : 'template__content'}>
        <H2 className="template__page-title">{title}</H2>
        {children}
      </main>
      <footer className="template__footer">
        <TemplateLinks />
      </footer>
    </div>
  );
}
