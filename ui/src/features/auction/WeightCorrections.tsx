import { Button, Callout, HTMLTable, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { can, displayDate, formatKg, formatRupees, MESSAGES } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { useSession } from '../../auth/use-session';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { WEIGHT_CORRECTIONS } from '../shell/screens';
import { type LotRow, useCorrectionRequests, useDecideCorrection } from './auction-api';
import './auction.css';

const TRAIL = screenTrail(WEIGHT_CORRECTIONS);

/**
 * /app/weightcorrections: corrections of lots already paid (or in a bank batch), waiting for a second person
 * (issue 22). The Assistant Director of the market's AD office approves or rejects each; every confirm names the
 * lot, the farmer, both weights and what the farmer's net becomes, so nobody approves "lot 1" blind.
 */
export function WeightCorrections() {
  const session = useSession();
  const mayDecide = Boolean(session && can(session.userType, 'auction.correction-approval'));
  const requests = useCorrectionRequests();
  const decide = useDecideCorrection();
  const { confirm, dialog } = useConfirm();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string>();

  const onDecide = async (lot: LotRow, decision: 'approve' | 'reject') => {
    const pending = lot.pendingCorrection;
    if (!pending) return;
    const change = pending.farmerNetPaise - pending.previousFarmerNetPaise;
    const yes = await confirm({
      title: `${decision === 'approve' ? 'Approve' : 'Reject'} the correction of lot ${lot.lotNo} of ${displayDate(lot.inwardDate)}?`,
      text:
        `${lot.farmerName} (${lot.farmerCode}): ${formatKg(pending.previousNetGrams)} kg to ${formatKg(pending.netGrams)} kg, ` +
        `farmer's net ${formatRupees(pending.previousFarmerNetPaise)} to ${formatRupees(pending.farmerNetPaise)}` +
        (decision === 'approve' && change < 0
          ? `. The farmer owes back ${formatRupees(-change)}, set off against the next payment.`
          : '.') +
        ` ${MESSAGES.cannotRevert}`,
      confirmText: `${decision === 'approve' ? 'Approve' : 'Reject'} lot ${lot.lotNo}`,
      intent: decision === 'approve' ? 'success' : 'danger',
    });
    if (!yes) return;
    setBusy(lot.lotId);
    try {
      const answer = await decide.mutateAsync({
        body: {
          lotId: lot.lotId,
          requestId: pending.requestId,
          decision,
          reason: reasons[lot.lotId]?.trim() || null,
        },
      });
      toastSuccess(answer.message || MESSAGES.dataProcessed);
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
    } finally {
      setBusy(undefined);
    }
  };

  const lots = requests.data ?? [];
  return (
    <div className="auction-screen">
      <PageHeader title={WEIGHT_CORRECTIONS.title} trail={TRAIL} />
      <Callout intent="primary" icon="info-sign">
        A lot already paid to the farmer, or in an online batch, is corrected only with the approval of the
        Assistant Director, never of the officer who asked. What the farmer was paid beyond the corrected net
        becomes a recoverable, set off against the farmer's next payment.
      </Callout>
      {requests.isPending ? (
        <Spinner />
      ) : lots.length === 0 ? (
        <NonIdealState icon="tick-circle" title="No corrections await approval" />
      ) : (
        <HTMLTable compact striped className="auction-table" aria-label="Corrections awaiting approval">
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Farmer</th>
              <th scope="col">Weight (kg)</th>
              <th scope="col">Farmer's net (Rs)</th>
              <th scope="col">Reason</th>
              <th scope="col">Asked by</th>
              {mayDecide && <th scope="col">Decision</th>}
            </tr>
          </thead>
          <tbody>
            {lots.map((lot) => {
              const pending = lot.pendingCorrection;
              if (!pending) return null;
              return (
                <tr key={lot.lotId}>
                  <td>
                    {lot.marketCode} lot {lot.lotNo}, {displayDate(lot.inwardDate)}
                  </td>
                  <td>
                    {lot.farmerName} ({lot.farmerCode})
                  </td>
                  <td>
                    {formatKg(pending.previousNetGrams)} → {formatKg(pending.netGrams)}
                  </td>
                  <td>
                    {formatRupees(pending.previousFarmerNetPaise)} → {formatRupees(pending.farmerNetPaise)}
                  </td>
                  <td>{pending.reason}</td>
                  <td>{pending.requestedBy}</td>
                  {mayDecide && (
                    <td>
                      <TextArea
                        aria-label={`Reason for rejecting lot ${lot.lotNo}`}
                        placeholder="Reason (to reject)"
                        value={reasons[lot.lotId] ?? ''}
                        onChange={(event) => setReasons((r) => ({ ...r, [lot.lotId]: event.target.value }))}
                      />
                      <div className="billing__actions">
                        <Button
                          intent="success"
                          text={`Approve lot ${lot.lotNo}`}
                          loading={busy === lot.lotId}
                          onClick={() => void onDecide(lot, 'approve')}
                        />
                        <Button
                          intent="danger"
                          text={`Reject lot ${lot.lotNo}`}
                          disabled={busy === lot.lotId || (reasons[lot.lotId]?.trim().length ?? 0) < 3}
                          onClick={() => void onDecide(lot, 'reject')}
                        />
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {dialog}
    </div>
  );
}
