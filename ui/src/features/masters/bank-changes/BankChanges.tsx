import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { can, displayDate, MESSAGES, maskLast4, rejectBankChangeSchema } from '@cocoon/domain';
import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../api/errors';
import { useSession } from '../../../auth/use-session';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { ReasonDialog } from '../../../components/form/ReasonDialog';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { BANK_CHANGES, FARMER_INPUT } from '../../shell/screens';
import { editPath } from '../record-id';
import {
  type BankChangeRow,
  useApproveBankChange,
  usePendingBankChanges,
  useRejectBankChange,
} from './bank-changes-api';
import './bank-changes.css';

type Fields = BankChangeRow['requested'];

/** The details as a checker compares them with the passbook: account, IFSC, name, bank. */
function BankLines({ fields, full }: { fields: Fields; full: boolean }) {
  const account = full ? fields.bankAcNo : maskLast4(fields.bankAcNo);
  return (
    <span className="bank-changes__lines">
      <span>{account ?? 'no account'}</span>
      <span>{fields.ifscCode ?? 'no IFSC'}</span>
      <span>{fields.bankAcName ?? ''}</span>
      <span>{[fields.bankName, fields.bankBranchName].filter(Boolean).join(', ')}</span>
    </span>
  );
}

/**
 * /app/bankchanges (issue 25): changes of farmers' bank details waiting for a second person. Another Branch
 * Admin of the market or its Assistant Director approves; the maker may only withdraw. Until then the farmer is
 * paid to the old account, and is out of payment runs.
 */
export function BankChanges() {
  const session = useSession();
  const mayApprove = can(session?.userType, 'masters.bank-change-approve');
  const list = usePendingBankChanges();
  const approve = useApproveBankChange();
  const [rejecting, setRejecting] = useState<BankChangeRow | undefined>();
  const { confirm, dialog } = useConfirm();

  const approveChange = async (row: BankChangeRow) => {
    const ok = await confirm({
      title: `Approve the new bank details of ${row.ledgerName}?`,
      text: `Account ${row.requested.bankAcNo ?? ''}, IFSC ${row.requested.ifscCode ?? ''}. Check them against the farmer's passbook first: the next payment goes there.`,
    });
    if (!ok) return;
    try {
      toastSuccess(
        (await approve.mutateAsync({ body: { customerId: row.customerId, changeId: row.changeId } })).message,
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) {
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
      }
    }
  };

  // Rebuilt on every render: the Approve button closes over the current command state.
  const columns: TableColumn<BankChangeRow>[] = [
    {
      header: 'Farmer',
      accessor: 'ledgerName',
      width: 190,
      render: (r) => (
        <Link href={editPath(FARMER_INPUT.path, r.customerId)} title="Open the farmer's form">
          {r.ledgerName} ({r.headCode})
        </Link>
      ),
    },
    { header: 'Market', accessor: 'marketName', width: 130 },
    {
      header: 'Now',
      accessor: 'previous',
      width: 210,
      render: (r) => <BankLines fields={r.previous} full={false} />,
    },
    {
      header: 'Asked for',
      accessor: 'requested',
      width: 230,
      render: (r) => <BankLines fields={r.requested} full />,
    },
    {
      header: 'Asked by',
      accessor: 'requestedByName',
      width: 150,
      render: (r) => `${r.requestedByName}, ${displayDate(r.requestedOn)}`,
    },
    {
      header: 'Action',
      accessor: 'changeId',
      width: 200,
      render: (r) => (
        <span className="bank-changes__actions">
          {mayApprove && !r.mine && (
            <Button
              size="small"
              intent="success"
              text="Approve"
              aria-label={`Approve the new bank details of ${r.ledgerName}`}
              onClick={() => void approveChange(r)}
            />
          )}
          <Button
            size="small"
            variant="outlined"
            intent="danger"
            text={r.mine ? 'Withdraw' : 'Reject'}
            aria-label={`${r.mine ? 'Withdraw' : 'Reject'} the new bank details of ${r.ledgerName}`}
            onClick={() => setRejecting(r)}
          />
        </span>
      ),
    },
  ];

  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader title={BANK_CHANGES.title} trail={screenTrail(BANK_CHANGES)} />
      <Callout intent="primary" className="bank-changes__note">
        A change of a farmer's bank details is approved by a second person: another Branch Admin of the market
        or its Assistant Director, never the one who made it. Until then the farmer is paid to the account in
        force and is left out of payment runs. The farmer is told by SMS of every change.
      </Callout>
      {list.isPending ? (
        <Spinner aria-label="Loading the changes" />
      ) : rows.length === 0 ? (
        <NonIdealState icon="tick-circle" title="No change of bank details is waiting" />
      ) : (
        <DataTable
          label="Bank detail changes waiting"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.changeId}
        />
      )}
      <ReasonDialog
        key={rejecting?.changeId ?? 'none'}
        isOpen={rejecting !== undefined}
        title={`${rejecting?.mine ? 'Withdraw' : 'Reject'} the new bank details of ${rejecting?.ledgerName ?? ''}`}
        explanation="The farmer stays with the account in force. Say why, so the farmer can be asked for the right papers."
        schema={rejectBankChangeSchema}
        initial={{ customerId: rejecting?.customerId ?? '', changeId: rejecting?.changeId ?? '', reason: '' }}
        command={useRejectBankChange()}
        submitText={rejecting?.mine ? 'Withdraw' : 'Reject'}
        placeholder="Passbook not shown"
        successMessage={(answer) => answer.message}
        onClose={() => setRejecting(undefined)}
      />
      {dialog}
    </>
  );
}
