import { displayInstant, istTime } from '@cocoon/domain';
import { type Figure, FiguresCard } from './FiguresCard';
import { cell, count, kg, percent, rupees, rupeesPerKg } from './figures';
import type { LotSnapshot, LotStep } from './lot-history-api';
import { StatusTag } from './StatusTag';

/** The lot as it stood after the chosen step: figures, slot, highest bid, decision and weight. */
export function LotHistoryState({ step, index, total }: { step: LotStep; index: number; total: number }) {
  const title = `After step ${index + 1} of ${total}`;
  const s = step.state;
  if (!s) return <FiguresCard title={title} figures={[]} note={<p>{step.label}</p>} />;
  return (
    <FiguresCard
      title={title}
      note={<p className="lot-history__step-label">{step.label}</p>}
      figures={figuresOf(s)}
    />
  );
}

function figuresOf(s: LotSnapshot): Figure[] {
  const out: Figure[] = [
    { label: 'Status', value: <StatusTag status={s.status} />, id: 'status' },
    { label: 'Lot No', value: String(s.lotNo), id: 'lotNo' },
    { label: 'Farmer', value: `${s.farmerName} (${s.farmerCode})` },
    { label: 'Silk type', value: s.silkName },
    { label: 'Cocoon weight', value: kg(s.cocoonWeightGrams) },
    { label: 'Shell ratio', value: percent(s.assay.shellRatioBp), id: 'shellRatio' },
    { label: 'Defect', value: percent(s.assay.defectBp) },
    { label: 'Cocoons per kg', value: count(s.assay.cocoonsPerKg) },
    { label: 'Renditta', value: cell.hundredths(s.assay.rendittaX100) },
    { label: 'Floor price', value: rupeesPerKg(s.assay.floorPricePaisePerKg), id: 'floorPrice' },
    {
      label: 'Slot',
      value: s.slot ? `Slot ${s.slot.slotNo} (${istTime(s.slot.startsAt)}–${istTime(s.slot.endsAt)})` : '—',
      id: 'slot',
    },
    { label: 'Bids in this slot', value: count(s.roundBids), id: 'bids' },
    {
      label: 'Highest bid',
      value: s.highestBid
        ? `${rupeesPerKg(s.highestBid.amountPaise)} by ${s.highestBid.reelerName} (${s.highestBid.reelerCode}) at ${displayInstant(s.highestBid.placedAt, 'seconds')}`
        : '—',
      id: 'highestBid',
    },
    {
      label: 'Decision',
      value: s.decision
        ? `${s.decision.kind === 'approved' ? 'Approved' : 'Rejected'}${s.decision.reason ? `: ${s.decision.reason}` : ''}`
        : '—',
      id: 'decision',
    },
  ];
  if (s.weight) {
    out.push(
      { label: 'Net weight', value: kg(s.weight.netGrams), id: 'netWeight' },
      { label: 'Rate', value: rupeesPerKg(s.weight.ratePaise) },
      { label: 'Amount', value: rupees(s.weight.amountPaise), id: 'amount' },
      { label: 'Farmer levy', value: rupees(s.weight.farmerLevyPaise) },
      { label: 'Reeler levy', value: rupees(s.weight.reelerLevyPaise) },
    );
    if (s.corrections > 0) out.push({ label: 'Weight corrections', value: count(s.corrections) });
  }
  return out;
}
