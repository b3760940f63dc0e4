import { Callout } from '@blueprintjs/core';
import { rupeesFigure } from '@cocoon/domain';

/**
 * The Opening balance suspense account: every go-live balance is posted against it, so it is zero once all of
 * them are in and agree with the old books. Shown until it is.
 */
export function SuspenseNotice({ balancePaise }: { balancePaise: number }) {
  if (balancePaise === 0) {
    return (
      <Callout intent="success" className="voucher-suspense" role="status">
        Opening balance suspense is zero.
      </Callout>
    );
  }
  const side = balancePaise > 0 ? 'debit' : 'credit';
  return (
    <Callout
      intent="warning"
      className="voucher-suspense"
      role="status"
      title="Opening balance suspense is not zero"
    >
      Rs {rupeesFigure(Math.abs(balancePaise))} {side}: farmers owed minus reelers owing and the opening cash,
      as recorded so far. It comes to zero when every customer's balance is in (the suspense is a control
      account: only opening balances and the opening cash post to it).
    </Callout>
  );
}
