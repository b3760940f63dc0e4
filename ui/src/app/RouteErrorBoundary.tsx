import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called by "Back to the dashboard"; the parent re-keys the boundary on navigation. */
  onHome: () => void;
}

/**
 * Spec section 2: an unhandled routing or render error shows 'Unexpected Application Error!' with a way
 * back, inside the shell so the menu still works. A screen whose code failed to download (a release
 * replaced the files) ends here too; reloading fetches the new files.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon="error"
        title="Unexpected Application Error!"
        description="Something went wrong while showing this page. Reload it, or go back to the dashboard."
        action={
          <div className="route-error__actions">
            <Button icon="refresh" text="Reload" onClick={() => window.location.reload()} />
            <Button icon="home" intent="primary" text="Back to the dashboard" onClick={this.props.onHome} />
          </div>
        }
      />
    );
  }
}
