import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import {
  type Bill,
  displayDate,
  formatHundredths,
  formatKg,
  formatPercentBp,
  formatRupees,
} from '@cocoon/domain';
import { BillStatusTag } from './BillStatusTag';
import { BILL_LABELS, copyCountText } from './bill-labels';
import './billing.css';

export interface BillViewProps {
  bill: Bill;
  /** Opens another bill (the one this replaces, or the one replacing it). */
  onOpenBill?: (billId: string) => void;
  /** The reeler's phone shows the bill without the office's print count. */
  showCopies?: boolean;
}

/**
 * A farmer bill or reeler invoice as the print lays it out: market heading, bill number and date, the
 * customer, a line per lot, the totals and the net in words (English and Tamil). A cancelled bill says so,
 * with its reason and the bill that replaces it.
 */
export function BillView({ bill, onOpenBill, showCopies = true }: BillViewProps) {
  const labels = BILL_LABELS[bill.billType];
  const c = bill.customer;
  const link = (target: { billId: string; invoiceNo: string }) =>
    onOpenBill ? (
      <Button
        variant="minimal"
        intent="primary"
        size="small"
        icon="document-open"
        text={target.invoiceNo}
        onClick={() => onOpenBill(target.billId)}
      />
    ) : (
      <strong>{target.invoiceNo}</strong>
    );
  return (
    <article className="bill" aria-label={`${labels.title} ${bill.invoiceNo}`}>
      <header className="bill__market">
        <div className="bill__market-name">{bill.market.nameEn}</div>
        <div lang="ta">{bill.market.nameTa}</div>
        <div className="bill__muted">{bill.market.address}</div>
        <div className="bill__title">
          {labels.title} / <span lang="ta">{labels.titleTa}</span>
        </div>
      </header>
      {bill.status === 'Cancelled' && (
        <Callout intent="danger" icon="disable" title="CANCELLED" className="bill__cancelled">
          {bill.cancelReason && <p>Reason: {bill.cancelReason}</p>}
          {bill.replacedBy && <p>Replaced by {link(bill.replacedBy)}</p>}
        </Callout>
      )}
      {bill.replaces && (
        <Callout intent="primary" icon="history" className="bill__cancelled">
          Issues again the cancelled bill {link(bill.replaces)}
        </Callout>
      )}
      <div className="bill__heads">
        <dl className="bill__facts">
          <Fact label="Bill No" value={bill.invoiceNo} />
          <Fact label="Auction date" value={displayDate(bill.auctionDate)} />
          {bill.dueDate && <Fact label="Due date" value={displayDate(bill.dueDate)} />}
          <div className="bill__fact">
            <dt>Status</dt>
            <dd>
              <BillStatusTag status={bill.status} />
            </dd>
          </div>
          {showCopies && <Fact label="Copies" value={copyCountText(bill.printCount)} />}
        </dl>
        <dl className="bill__facts">
          <Fact label={`${labels.customer} code`} value={c.code} />
          <Fact label="Name" value={c.name} />
          <Fact label="Father's name" value={c.fatherName} />
          <Fact label="Village" value={c.village} />
          <Fact label="TSC" value={c.tscName} />
          <Fact label="Licence No" value={c.licenseNo} />
          <Fact label="Mobile" value={c.mobileNo} />
          <Fact
            label="Bank"
            value={[c.bankName, c.bankAccountMasked, c.ifscCode].filter(Boolean).join(' · ') || null}
          />
        </dl>
      </div>
      {/* Wider than a phone: the lines scroll sideways, and a keyboard user can scroll them too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys */}
      <section className="bill__lines" aria-label="Bill lines, scrollable" tabIndex={0}>
        <HTMLTable compact striped aria-label="Bill lines" className="bill__table">
          <thead>
            <tr>
              <th>Lot No</th>
              <th>Race</th>
              <th>{labels.counterpart}</th>
              <th className="bill__number">SR (%)</th>
              <th className="bill__number">Floor (Rs/kg)</th>
              <th className="bill__number">Weight (kg)</th>
              <th className="bill__number">Rate (Rs/kg)</th>
              <th className="bill__number">Amount (Rs)</th>
              <th className="bill__number">Levy (Rs)</th>
              <th className="bill__number">Net (Rs)</th>
            </tr>
          </thead>
          <tbody>
            {bill.lots.map((lot) => (
              <tr key={lot.lotId}>
                <td>{lot.lotNo}</td>
                <td>{lot.race}</td>
                <td>
                  {lot.counterpartName} <span className="bill__muted">{lot.counterpartCode}</span>
                </td>
                <td className="bill__number">{formatPercentBp(lot.shellRatioBp)}</td>
                <td className="bill__number">{formatHundredths(lot.floorPricePaisePerKg)}</td>
                <td className="bill__number">{formatKg(lot.netGrams)}</td>
                <td className="bill__number">{formatHundredths(lot.ratePaisePerKg)}</td>
                <td className="bill__number">{formatHundredths(lot.amountPaise)}</td>
                <td className="bill__number">{formatHundredths(lot.levyPaise)}</td>
                <td className="bill__number">{formatHundredths(lot.netPaise)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
      <dl className="bill__totals">
        <Fact label="Total weight" value={`${formatKg(bill.netGrams)} kg`} />
        <Fact label="Gross amount" value={formatRupees(bill.grossPaise)} />
        <Fact label={labels.levy} value={formatRupees(bill.levyPaise)} />
        <div className="bill__fact bill__fact--net">
          <dt>{labels.net}</dt>
          <dd>{formatRupees(bill.netPaise)}</dd>
        </div>
      </dl>
      <div className="bill__words">
        <p>{bill.netInWords.en}</p>
        <p lang="ta">{bill.netInWords.ta}</p>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (value === null || value === '') return null;
  return (
    <div className="bill__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
