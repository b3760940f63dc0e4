import { Redirect, Route, Switch } from 'wouter';
import { ReelerBidPage } from './ReelerBidPage';
import { ReelerLoginPage } from './ReelerLoginPage';
import { REELER_BID, REELER_LOGIN } from './reeler-client';

/**
 * The reelers' own pages (issue 28: their own entry, ui/reeler.html, which the server answers under /reeler):
 * a reeler signs in with a reeler login and bids from a phone, with no staff session, shell or menu. Both pages
 * are in the entry itself, so a phone on a slow link gets the bid page's code with the first wave of requests.
 */
export function ReelerRoutes() {
  return (
    <Switch>
      <Route path={REELER_LOGIN} component={ReelerLoginPage} />
      <Route path={REELER_BID} component={ReelerBidPage} />
      {/* The bid page sends a reeler with no session on to the login. */}
      <Route>
        <Redirect to={REELER_BID} replace />
      </Route>
    </Switch>
  );
}
