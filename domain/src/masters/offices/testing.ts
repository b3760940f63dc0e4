/** The first message of each field, as a form shows it (test helper). */
export function firstMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const byField: Record<string, string> = {};
  for (const issue of issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}
