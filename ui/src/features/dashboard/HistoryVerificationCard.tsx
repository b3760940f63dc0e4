import { Button, Callout, Card, H5 } from '@blueprintjs/core';
import { useLastHistoryVerification, useVerifyHistory } from './history-audit-api';
import { verificationSummary } from './history-verification-view';

/** Problems listed on the card; the rest are in `npm run verify`'s report. */
const SHOWN = 5;

/**
 * The Admin's view of the tamper-evident event history: when verification last ran and what it found (the
 * client's audit issue). Shown only to those the role table allows (`audit.history`).
 */
export function HistoryVerificationCard() {
  const last = useLastHistoryVerification(true);
  const verify = useVerifyHistory();
  const run = last.data?.lastRun ?? null;
  return (
    <Card
      elevation={1}
      className="dashboard__audit"
      role="region"
      aria-labelledby="history-verification-title"
    >
      <H5 id="history-verification-title">History verification</H5>
      <div aria-live="polite">
        {last.isPending ? (
          <p>Loading the last verification…</p>
        ) : last.isError ? (
          <Callout intent="warning" title="Not available">
            The last verification could not be read.
          </Callout>
        ) : (
          <Callout
            intent={run === null ? 'none' : run.ok ? 'success' : 'danger'}
            icon={run === null ? 'help' : run.ok ? 'tick-circle' : 'error'}
            title={
              run === null
                ? 'Not verified yet'
                : run.ok
                  ? 'History intact'
                  : 'History changed outside the system'
            }
          >
            <p>{verificationSummary(run)}</p>
            {run && run.problems.length > 0 && (
              <ul className="dashboard__audit-problems">
                {run.problems.slice(0, SHOWN).map((p) => (
                  <li key={`${p.kind}-${p.stream ?? ''}-${p.revision ?? ''}-${p.seal ?? ''}`}>{p.message}</li>
                ))}
              </ul>
            )}
          </Callout>
        )}
      </div>
      <Button
        icon="shield"
        text="Verify now"
        loading={verify.isPending}
        onClick={() => verify.mutate({ body: {} })}
        className="dashboard__audit-verify"
      />
    </Card>
  );
}
