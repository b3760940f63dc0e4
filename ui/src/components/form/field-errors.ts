import type { FieldErrors } from '../../api/errors';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues → messages per top-level field, in the shape the server's 400 uses, so both show alike. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    const list = out[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[field] = list;
  }
  return out;
}

/** Editing a field clears its message; the rest stay until the next submit. */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}
