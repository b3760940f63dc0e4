import { Button, NonIdealState } from '@blueprintjs/core';
import { MENU } from '@cocoon/domain';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../app/product';
import { locateInMenu } from '../../layout/menu';
import { PageHeader } from '../../layout/PageHeader';

/** A route of the spec whose screen a later release builds: say so plainly rather than show made-up data. */
export function NotAvailablePage() {
  const [location, navigate] = useLocation();
  const place = locateInMenu(MENU, location);
  const title = place?.item?.label ?? place?.group.label ?? 'Page';
  const trail = place?.item ? [{ text: place.group.label }] : [];
  return (
    <>
      <PageHeader title={title} trail={trail} />
      <NonIdealState
        icon="build"
        title="Not available yet"
        description={`The ${title} screen is not available in this release yet.`}
        action={<Button icon="home" text="Go to Dashboard" onClick={() => navigate(HOME_PATH)} />}
      />
    </>
  );
}
