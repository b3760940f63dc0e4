import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HOME_PATH } from './product';

interface State {
  failed: boolean;
}

/** Spec section 2: an unhandled error shows 'Unexpected Application Error!' with a way back, not a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // React already reports the error to the browser console in development; nothing else to record yet.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon="error"
        title="Unexpected Application Error!"
        description="Something went wrong while showing this page."
        action={
          <Button
            icon="home"
            text="Back to the dashboard"
            onClick={() => window.location.assign(HOME_PATH)}
          />
        }
      />
    );
  }
}
