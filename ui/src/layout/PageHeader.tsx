import { Breadcrumb, type BreadcrumbProps, Classes, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../app/product';
import { useShellText } from '../settings/use-shell-text';
import { useDocumentTitle } from './use-document-title';

export interface Crumb {
  text: string;
  /** Omitted for a heading that is not a page of its own (a menu group) and for the current page. */
  href?: string;
}

export interface PageHeaderProps {
  title: string;
  /** The trail between Home and this page; the page itself is appended. */
  trail?: readonly Crumb[];
  /** Buttons at the right of the title (Add, Print). */
  actions?: ReactNode;
}

/** Breadcrumbs, the page title (also the document title) and the page's main actions. */
export function PageHeader({ title, trail = [], actions }: PageHeaderProps) {
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const t = useShellText();
  const link = (crumb: Crumb): BreadcrumbProps => ({
    text: t(crumb.text),
    href: crumb.href,
    onClick: crumb.href
      ? (event) => {
          event.preventDefault();
          navigate(crumb.href!);
        }
      : undefined,
  });
  const items: BreadcrumbProps[] = [
    link({ text: 'Home', href: HOME_PATH }),
    ...trail.map(link),
    { text: title, current: true },
  ];
  return (
    <header className="page-header">
      {/* Blueprint's Breadcrumbs puts its overflow spacer, a div, inside the list (an axe "list" error):
          the same classes, without the overflow handling a trail of three or four never needs. */}
      <nav aria-label="Breadcrumb">
        <ol className={Classes.BREADCRUMBS}>
          {items.map((item) => (
            <li key={`${item.text}`}>
              <Breadcrumb {...item} />
            </li>
          ))}
        </ol>
      </nav>
      <div className="page-header__row">
        <H3 className="page-header__title">{title}</H3>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
