import { assertNever } from '../shared/errors.js';
import { formatHundredths, formatKg, formatPercentBp, formatRupees, istTime } from '../shared/formats.js';
import type { LotEvent } from './lot-events.js';

/** One line an auditor reads for each step of a lot's life (lot history). */
export function describeLotEvent(event: LotEvent): string {
  switch (event.type) {
    case 'LotInwarded': {
      const d = event.data;
      return (
        `Inwarded as lot ${d.lotNo}: ${d.silkName}, ${formatKg(d.cocoonWeightGrams)} kg from ${d.farmerName} ` +
        `(${d.farmerCode}); SR ${formatPercentBp(d.assay.shellRatioBp)} %, renditta ${formatHundredths(d.assay.rendittaX100)}, ` +
        `floor ${formatRupees(d.assay.floorPricePaisePerKg)}/kg`
      );
    }
    case 'LotPlacedInSlot':
      return `Placed in slot ${event.data.slotNo} (${istTime(event.data.startsAt)} to ${istTime(event.data.endsAt)})`;
    case 'BidPlaced':
      return `Bid ${event.data.bidNo}: ${formatRupees(event.data.amountPaise)}/kg by ${event.data.reelerName} (${event.data.reelerCode})`;
    case 'BidApproved':
      return `Approved the highest bid, ${formatRupees(event.data.amountPaise)}/kg by ${event.data.reelerName} (${event.data.reelerCode})`;
    case 'BidRejected':
      return (
        `Rejected the highest bid, ${formatRupees(event.data.amountPaise)}/kg by ${event.data.reelerName}` +
        (event.data.reason ? `: ${event.data.reason}` : '')
      );
    case 'LotWeighed':
      return `Weighed ${formatKg(event.data.netGrams)} kg net${event.data.crates ? ` in ${event.data.crates.length} crates` : ''}: amount ${formatRupees(event.data.amountPaise)}`;
    case 'LotWeightCorrected': {
      const { approval } = event.data;
      return (
        `Weight corrected from ${formatKg(event.data.previousNetGrams)} to ${formatKg(event.data.netGrams)} kg (${event.data.reason}): amount ${formatRupees(event.data.amountPaise)}` +
        (approval ? `; asked by ${approval.requestedBy}, approved by ${approval.approvedBy}` : '')
      );
    }
    case 'WeightCorrectionRequested':
      return (
        `${event.data.requestedBy} asked to correct the weight from ${formatKg(event.data.previousNetGrams)} to ` +
        `${formatKg(event.data.netGrams)} kg (${event.data.reason}): farmer net ${formatRupees(event.data.previousFarmerNetPaise)} ` +
        `to ${formatRupees(event.data.farmerNetPaise)}; the lot is paid, so the Assistant Director approves`
      );
    case 'WeightCorrectionRejected':
      return `The correction asked for was rejected by ${event.data.rejectedBy}: ${event.data.reason}`;
    default:
      return assertNever(event);
  }
}
