import { Callout, Card, H4 } from '@blueprintjs/core';
import { can } from '@cocoon/domain';
import { useSession } from '../../auth/use-session';
import { PageHeader } from '../../layout/PageHeader';
import { AdminLinks } from './AdminLinks';
import { HistoryVerificationCard } from './HistoryVerificationCard';

/** /app/dashboard/analytics. The spec's tiles come from invoice figures that a later release builds. */
export function AnalyticsPage() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Dashboard" />
      <Card elevation={1} className="dashboard__welcome">
        <H4>Welcome, {session?.userName}</H4>
        <p>
          You are signed in as <strong>{session?.userType || 'a user with no role'}</strong>. Use the menu to
          open the screens your role allows.
        </p>
        <Callout intent="primary" icon="info-sign" title="Dashboard figures">
          The market figures (arrivals, sales, levy, branch summaries) come in a later release. Nothing on
          this page is an estimate or sample data.
        </Callout>
      </Card>
      <AdminLinks userType={session?.userType ?? ''} />
      {can(session?.userType, 'audit.history') && <HistoryVerificationCard />}
    </>
  );
}
