import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useLocation } from 'wouter';

/** What an edit screen shows while its record loads, or when `?id=` names nothing. */
export function RecordMissing({ loading, backTo, what }: { loading: boolean; backTo: string; what: string }) {
  const [, navigate] = useLocation();
  if (loading) return <Spinner aria-label="Loading" />;
  return (
    <NonIdealState
      icon="search"
      title={`${what} not found`}
      description="It may have been deleted. Go back to the list and choose another one."
      action={<Button text="Back to list" icon="arrow-left" onClick={() => navigate(backTo)} />}
    />
  );
}
