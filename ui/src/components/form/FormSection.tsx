import type { ReactNode } from 'react';

/** A titled group of fields inside a FormLayout (spec section 3 groups the customer's fields this way). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      <div className="form-section__fields">{children}</div>
    </fieldset>
  );
}
