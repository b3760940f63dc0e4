import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import {
  type DayFilter,
  fetchApprovalPreview,
  type SlotApprovalPreview,
  useApproveAllBids,
} from './auction-api';
import { kg, rupees, rupeesPerKg } from './figures';
import './bid-approval-all.css';

export interface BidApprovalAllProps {
  filter: DayFilter & { slotNo: number };
  /** The slot is still open (or not started): nothing can be decided yet. */
  locked: boolean;
  /** Lots of the slot with a highest bid and no decision yet: with none, there is nothing to approve. */
  undecided: number;
}

/**
 * Issue 27: "approve all highest bids" of the slot. The confirm lists, before anything is decided, every lot it
 * approves (lot, farmer, reeler, rate, estimated amount, and the total) and every lot it leaves to a decision of
 * its own with the reason; the server decides each lot again when approving, so a lot decided meanwhile is refused,
 * never decided twice. Per-lot approve and reject stay beside it.
 */
export function BidApprovalAll({ filter, locked, undecided }: BidApprovalAllProps) {
  const [preview, setPreview] = useState<SlotApprovalPreview>();
  const [loading, setLoading] = useState(false);
  const command = useApproveAllBids();

  const open = async () => {
    setLoading(true);
    try {
      setPreview(await fetchApprovalPreview(filter));
    } catch (error) {
      if (!(error instanceof ApiError && error.handled))
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
    } finally {
      setLoading(false);
    }
  };

  const approve = async () => {
    try {
      // One key for this action, kept for a retry after a dropped answer (useCommand): nothing is approved twice.
      const answer = await command.mutateAsync({
        body: {
          inwardDate: filter.date,
          slotNo: filter.slotNo,
          ...(filter.marketId ? { marketId: filter.marketId } : {}),
        },
      });
      setPreview(undefined);
      toastSuccess(answer.message);
      // A lot decided by someone else between the confirm and the approval is named, with its reason.
      const expected = new Set(preview?.refused.map((r) => r.lotId));
      const late = answer.refused.filter((r) => !expected.has(r.lotId));
      if (late.length > 0)
        toastError(`Not approved: ${late.map((r) => `lot ${r.lotNo} (${r.reason})`).join(', ')}`);
    } catch (error) {
      setPreview(undefined);
      if (!(error instanceof ApiError && error.handled))
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
    }
  };

  const count = preview?.approvable.length ?? 0;
  return (
    <>
      <div className="bid-approval-all__bar">
        {!locked && undecided === 0 && (
          <span className="bid-approval-all__done">Every lot with a bid in this slot is decided.</span>
        )}
        <Button
          intent="success"
          icon="endorsed"
          text="Approve all highest bids"
          disabled={locked || undecided === 0}
          loading={loading}
          onClick={() => void open()}
        />
      </div>
      <Dialog
        isOpen={preview !== undefined}
        title={`Approve all highest bids of slot ${filter.slotNo}`}
        className="bid-approval-all"
        canOutsideClickClose={false}
        onClose={() => setPreview(undefined)}
      >
        {preview && (
          <DialogBody>
            <p>
              <strong>{MESSAGES.confirm}</strong> {MESSAGES.cannotRevert}
            </p>
            <h3 className="bid-approval-all__heading">
              To approve ({count} {count === 1 ? 'lot' : 'lots'})
            </h3>
            {count === 0 ? (
              <p>No lot of this slot has a highest bid to approve.</p>
            ) : (
              <ApprovalTable preview={preview} />
            )}
            {preview.refused.length > 0 && (
              <>
                <h3 className="bid-approval-all__heading">
                  Left to decide lot by lot ({preview.refused.length})
                </h3>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys */}
                <section className="bid-approval-all__scroll" tabIndex={0} aria-label="Lots not approved">
                  <HTMLTable compact striped className="bid-approval-all__table">
                    <thead>
                      <tr>
                        <th scope="col">Lot</th>
                        <th scope="col">Farmer</th>
                        <th scope="col">Why not</th>
                      </tr>
                    </thead>
                    <tbody>
                      {preview.refused.map((r) => (
                        <tr key={r.lotId}>
                          <td data-label="Lot">{r.lotNo}</td>
                          <td data-label="Farmer">{r.farmerName}</td>
                          <td data-label="Why not">{r.reason}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                </section>
              </>
            )}
          </DialogBody>
        )}
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={() => setPreview(undefined)} />
              <Button
                intent="success"
                text={`Approve ${count} ${count === 1 ? 'lot' : 'lots'}`}
                disabled={count === 0}
                loading={command.isPending}
                onClick={() => void approve()}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}

function ApprovalTable({ preview }: { preview: SlotApprovalPreview }) {
  return (
    <>
      {/* Focusable: on a phone the table scrolls sideways, by keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys */}
      <section className="bid-approval-all__scroll" tabIndex={0} aria-label="Lots to approve">
        <HTMLTable compact striped className="bid-approval-all__table">
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Farmer</th>
              <th scope="col">Reeler</th>
              <th scope="col" className="bid-approval-all__figure">
                Rate
              </th>
              <th scope="col" className="bid-approval-all__figure">
                Estimated amount
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.approvable.map((l) => (
              <tr key={l.lotId}>
                <td data-label="Lot">{l.lotNo}</td>
                <td data-label="Farmer">
                  {l.farmerName} ({l.farmerCode})
                </td>
                <td data-label="Reeler">
                  {l.reelerName} ({l.reelerCode})
                </td>
                <td data-label="Rate" className="bid-approval-all__figure">
                  {rupeesPerKg(l.ratePaise)}
                </td>
                <td data-label="Estimated amount" className="bid-approval-all__figure">
                  {rupees(l.estimatedAmountPaise)} at {kg(l.cocoonWeightGrams)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td data-label="Total" className="bid-approval-all__figure">
                <strong>{rupees(preview.totalPaise)}</strong>
              </td>
            </tr>
          </tfoot>
        </HTMLTable>
      </section>
      <p className="bid-approval-all__note">
        Estimated at the inward weight: each lot is paid on its net weight at the scale.
      </p>
    </>
  );
}
