import { DEPARTMENT_NAME_ENGLISH, DEPARTMENT_NAME_TAMIL } from '../app/product';
import './brand.css';

/** Placeholder mark until the department supplies its emblem: a cocoon in a circle. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="brand__logo" width={size} height={size} viewBox="0 0 40 40" role="img" aria-label="Logo">
      <circle cx="20" cy="20" r="19" fill="#fff7e6" stroke="#c87619" strokeWidth="2" />
      <ellipse cx="20" cy="20" rx="8" ry="12" fill="#f5d9a8" stroke="#935610" strokeWidth="1.5" />
      <path
        d="M13 15c4 2 10 2 14 0M12.5 20c4.5 2 10.5 2 15 0M13 25c4 2 10 2 14 0"
        fill="none"
        stroke="#935610"
        strokeWidth="1"
      />
    </svg>
  );
}

/** The department's name in Tamil and English, as the spec's header and the printed documents show it. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'brand brand--compact' : 'brand'}>
      <Logo />
      <div className="brand__names">
        <span className="brand__tamil" lang="ta">
          {DEPARTMENT_NAME_TAMIL}
        </span>
        <span className="brand__english">{DEPARTMENT_NAME_ENGLISH}</span>
      </div>
    </div>
  );
}
