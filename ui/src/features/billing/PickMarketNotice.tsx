import { Callout } from '@blueprintjs/core';

/** Shown to an AD or RJD looking at every market: a print or process is for one market at a time. */
export function PickMarketNotice({ doing }: { doing: string }) {
  return (
    <Callout intent="primary" icon="shop" className="billing__message">
      Pick a market to {doing}.
    </Callout>
  );
}
