import { displayInstant, type HistoryVerification } from '@cocoon/domain';

/** The card's one-line answer, in words (never colour alone). */
export function verificationSummary(run: HistoryVerification | null): string {
  if (!run) return 'Never run. Run npm run verify on the server, or Verify now.';
  const when = `Last run ${displayInstant(run.finishedAt, 'seconds')}`;
  const scope = `${run.streams} streams, ${run.events} events, ${run.seals} seals`;
  if (run.ok) return `${when}: no problems (${scope}).`;
  const problems = run.problemCount === 1 ? '1 problem' : `${run.problemCount} problems`;
  return `${when}: ${problems} found (${scope}).`;
}
