import { Link } from 'wouter';
import { ACCOUNT_LINKS, POLICY_LINKS, STAFF_LOGIN_PATH, type TemplateLink } from './paths';

/** Every template page links to the others, to the to-do demo, to the policies and to the real login. */
export function TemplateLinks() {
  return (
    <nav className="template-links" aria-label="Template pages">
      <LinkGroup label="Account templates" links={ACCOUNT_LINKS} />
      <LinkGroup label="Policies" links={POLICY_LINKS} />
      <p className="template-links__staff">
        Department staff: <Link href={STAFF_LOGIN_PATH}>log in to the market system</Link>
      </p>
    </nav>
  );
}

function LinkGroup({ label, links }: { label: string; links: readonly TemplateLink[] }) {
  return (
    <ul className="template-links__group" aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.text}</Link>
        </li>
      ))}
    </ul>
  );
}
