import { Button, Callout, Card, H5, Tag } from '@blueprintjs/core';
import type { LeftOutFarmer, PaymentRun } from '@cocoon/domain';
import { businessDate, can, displayDate, formatHundredths, formatRupees } from '@cocoon/domain';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../../auth/use-session';
import { toastSuccess } from '../../../components/feedback/toaster';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { figureColumn, personColumn } from '../../billing/column-makers';
import { toastProcessFailure } from '../../billing/process-failure';
import { editPath } from '../../masters/record-id';
import { FARMER_INPUT } from '../../shell/screens';
import { approvalState, BatchApprovalControl } from './BatchApprovalControl';
import { useBuildPaymentRun, usePaymentRun } from './payments-api';

type RunRow = PaymentRun['rows'][number] & { accountNoMasked: string; ifsc: string; reissue: string };

/**
 * Issue 25: the day's payment run on the online payment screen. The Branch Admin builds it (every farmer with
 * verified bank details and money due, paid on the market's next working day); a second person (another Branch
 * Admin of the market or its Assistant Director) approves it before the bank file can be made. The maker sees why
 * they may not approve; farmers left out are listed with the reason and a link to their form.
 */
export function PaymentRunPanel({
  date,
  marketId,
  enabled,
}: {
  date: string;
  marketId?: string;
  enabled: boolean;
}) {
  const session = useSession();
  const view = usePaymentRun({ date, marketId }, enabled && date !== '');
  const build = useBuildPaymentRun();
  const mayBuild = Boolean(session && can(session.userType, 'accounts.payment-run'));
  const isToday = date === businessDate(new Date());
  const onBuild = async () => {
    try {
      const answer = await build.mutateAsync({ body: { marketId } });
      toastSuccess(
        answer.added > 0
          ? `Payment run ${answer.batchNo ?? ''}: ${answer.added} farmers, ${formatRupees(answer.addedPaise)}, paid on ${displayDate(answer.payOn)}`
          : 'Nothing new to pay: every farmer with money due is in a run or left out (see below)',
      );
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  if (!enabled || !view.data) return null;
  const { runs, leftOut, payOn } = view.data;
  return (
    <section className="payments__panel" aria-labelledby="payment-run-title">
      <div className="payments__batch-head">
        <H5 id="payment-run-title">Payment run</H5>
        <span className="payments__muted">Farmers paid on {displayDate(payOn)} (the next working day)</span>
        {mayBuild && isToday && (
          <Button
            intent="primary"
            icon="bank-account"
            loading={build.isPending}
            onClick={() => void onBuild()}
          >
            Build payment run
          </Button>
        )}
      </div>
      {runs.length === 0 && (
        <Callout intent="primary" icon="info-sign" className="billing__message">
          No payment run built on {displayDate(date)}.
        </Callout>
      )}
      {runs.map((run) => (
        <RunCard key={run.batchId} run={run} marketId={marketId} />
      ))}
      {leftOut.length > 0 && <LeftOutList farmers={leftOut} />}
    </section>
  );
}

function RunCard({ run, marketId }: { run: PaymentRun; marketId?: string }) {
  const rows = useMemo<RunRow[]>(
    () =>
      run.rows.map((r) => ({
        ...r,
        accountNoMasked: r.bank.accountNoMasked ?? '',
        ifsc: r.bank.ifsc,
        reissue: r.reissueOf
          ? `Re-issue of ${r.reissueOf.reference} (failed to ${r.reissueOf.bank.accountNoMasked ?? ''} ${r.reissueOf.bank.ifsc}: ${r.reissueOf.reason})`
          : '',
      })),
    [run.rows],
  );
  const columns = useMemo<TableColumn<RunRow>[]>(
    () => [
      { header: 'Reference', accessor: 'reference', sortable: true, width: 135 },
      personColumn<RunRow>('Farmer', 'farmerName', 'farmerCode', 150),
      { header: 'Account', accessor: 'accountNoMasked', width: 150 },
      { header: 'IFSC', accessor: 'ifsc', width: 115 },
      figureColumn<RunRow>('Lots', 'lotCount', 60, String),
      figureColumn<RunRow>('Amount (Rs)', 'amountPaise', 110, formatHundredths),
      {
        header: 'Bank',
        accessor: 'status',
        width: 80,
        render: (r) => (r.status === 'paid' ? 'Paid' : r.status === 'failed' ? 'Returned' : ''),
      },
      { header: 'Re-issue of', accessor: 'reissue', width: 220 },
    ],
    [],
  );
  const state = approvalState(run, `File made (serial ${run.fileSerial ?? '-'})`);
  return (
    <Card className="payments__batch" role="region" aria-label={`Payment run ${run.batchNo}`}>
      <div className="payments__batch-head">
        <H5>
          Run {run.batchNo} · pay on {run.payOn ? displayDate(run.payOn) : '-'}
        </H5>
        <Tag intent={state.intent}>{state.text}</Tag>
        <span className="payments__muted">
          {run.totals.rows} rows · {formatRupees(run.totals.amountPaise)}
        </span>
      </div>
      <BatchApprovalControl batch={{ ...run, run: true }} marketId={marketId} />
      <DataTable
        label={`Rows of payment run ${run.batchNo}`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.rowId}
        pageSize={50}
      />
    </Card>
  );
}

function LeftOutList({ farmers }: { farmers: LeftOutFarmer[] }) {
  return (
    <Card className="payments__batch" role="region" aria-label="Farmers left out of the run">
      <H5>Left out of the run ({farmers.length})</H5>
      <ul className="payments__left-out">
        {farmers.map((f) => (
          <li key={f.farmerId}>
            <Link href={editPath(FARMER_INPUT.path, f.farmerId)} title="Open the farmer's form">
              {f.farmerName} ({f.farmerCode})
            </Link>
            : {f.reason}
          </li>
        ))}
      </ul>
    </Card>
  );
}
