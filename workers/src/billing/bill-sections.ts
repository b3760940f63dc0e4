import type { Bill } from '@cocoon/domain';
import {
  displayDate,
  displayInstant,
  financialYearLabel,
  formatKg,
  formatPercentBp,
  formatRupees,
  rupeesFigure,
} from '@cocoon/domain';
import type { Field } from '../pdf/fields.js';
import type { TableColumn } from '../pdf/table.js';
import { bilingual, LABELS } from './labels.js';

type BillLotRow = Bill['lots'][number];

export const isFarmerBill = (bill: Bill): boolean => bill.billType === 'farmer';

export const billTitle = (bill: Bill) => (isFarmerBill(bill) ? LABELS.farmerBill : LABELS.reelerInvoice);

/** Who the bill is for: the customer snapshot taken when it was issued. */
export function customerFields(bill: Bill): Field[] {
  const farmer = isFarmerBill(bill);
  const c = bill.customer;
  return [
    { label: bilingual(farmer ? LABELS.farmerCode : LABELS.reelerCode), value: c.code },
    { label: bilingual(farmer ? LABELS.farmerName : LABELS.reelerName), value: c.name },
    { label: bilingual(LABELS.fatherName), value: c.fatherName ?? '' },
    { label: bilingual(LABELS.village), value: c.village ?? '' },
    ...(farmer ? [{ label: bilingual(LABELS.tsc), value: c.tscName ?? '' }] : []),
    { label: bilingual(LABELS.mobile), value: c.mobileNo ?? '' },
    ...(farmer ? [] : [{ label: bilingual(LABELS.licence), value: c.licenseNo ?? '' }]),
    {
      label: bilingual(LABELS.bankAccount),
      value: [c.bankName, c.bankAccountMasked, c.ifscCode && `IFSC ${c.ifscCode}`]
        .filter(Boolean)
        .join(' · '),
    },
  ];
}

/** The bill's own facts: number, dates, status and what it replaces. */
export function billFields(bill: Bill): Field[] {
  const farmer = isFarmerBill(bill);
  return [
    { label: bilingual(farmer ? LABELS.billNo : LABELS.invoiceNo), value: bill.invoiceNo },
    { label: bilingual(LABELS.auctionDate), value: displayDate(bill.auctionDate) },
    { label: bilingual(LABELS.financialYear), value: financialYearLabel(bill.financialYear) },
    {
      label: bilingual(LABELS.status),
      value: bill.status === 'Cancelled' ? bilingual(LABELS.cancelled) : bilingual(LABELS.issued),
    },
    ...(bill.dueDate ? [{ label: bilingual(LABELS.dueDate), value: displayDate(bill.dueDate) }] : []),
    { label: bilingual(LABELS.issuedOn), value: `${displayInstant(bill.issuedAt)} · ${bill.issuedBy}` },
    ...(bill.replaces ? [{ label: bilingual(LABELS.replaces), value: bill.replaces.invoiceNo }] : []),
  ];
}

/** A column header: the English over the Tamil, each on its own line so neither tears in a narrow column. */
const stacked = (label: { en: string; ta: string }) => `${label.en}\n${label.ta}`;

/** Column weights are points on A4 portrait (515 wide): the figures fit "1,23,456.78" at 8 pt and
 * each Tamil header word fits its column at 7 pt. */
export function lotColumns(bill: Bill): ReadonlyArray<TableColumn<BillLotRow>> {
  const counterpart = isFarmerBill(bill) ? LABELS.reeler : LABELS.farmer;
  return [
    {
      header: stacked(LABELS.serialNo),
      weight: 26,
      align: 'right',
      value: (_row, index) => String(index + 1),
    },
    { header: stacked(LABELS.lotNo), weight: 30, align: 'right', value: (row) => String(row.lotNo) },
    { header: stacked(LABELS.race), weight: 31, align: 'center', value: (row) => row.race },
    {
      header: stacked(LABELS.shellRatio),
      weight: 30,
      align: 'right',
      value: (row) => formatPercentBp(row.shellRatioBp),
    },
    {
      header: stacked(LABELS.floorPrice),
      weight: 36,
      align: 'right',
      value: (row) => rupeesFigure(row.floorPricePaisePerKg),
    },
    { header: stacked(LABELS.netKg), weight: 44, align: 'right', value: (row) => formatKg(row.netGrams) },
    {
      header: stacked(LABELS.rate),
      weight: 34,
      align: 'right',
      value: (row) => rupeesFigure(row.ratePaisePerKg),
    },
    {
      header: stacked(LABELS.amount),
      weight: 54,
      align: 'right',
      value: (row) => rupeesFigure(row.amountPaise),
    },
    { header: stacked(LABELS.levy), weight: 44, align: 'right', value: (row) => rupeesFigure(row.levyPaise) },
    { header: stacked(LABELS.net), weight: 54, align: 'right', value: (row) => rupeesFigure(row.netPaise) },
    {
      header: stacked(counterpart),
      weight: 132,
      value: (row) => `${row.counterpartCode} ${row.counterpartName}`,
    },
  ];
}

/** The totals row under the lots: gross, levy, net and the total weight, each the sum of its column. */
export function totalsRow(bill: Bill): string[] {
  return [
    bilingual(LABELS.total),
    '',
    '',
    '',
    '',
    formatKg(bill.netGrams),
    '',
    rupeesFigure(bill.grossPaise),
    rupeesFigure(bill.levyPaise),
    rupeesFigure(bill.netPaise),
    `${bill.lots.length} ${bilingual(LABELS.lots)}`,
  ];
}

/** The summary beside the words: gross, levy (deducted from a farmer, added for a reeler), what is payable. */
export function payableFields(bill: Bill): Field[] {
  const farmer = isFarmerBill(bill);
  return [
    { label: bilingual(LABELS.grossAmount), value: formatRupees(bill.grossPaise) },
    {
      label: bilingual(farmer ? LABELS.levyDeducted : LABELS.levyAdded),
      value: `${farmer ? '- ' : '+ '}${formatRupees(bill.levyPaise)}`,
    },
    {
      label: bilingual(farmer ? LABELS.netPayable : LABELS.totalPayable),
      value: formatRupees(bill.netPaise),
    },
    ...(bill.dueDate ? [{ label: bilingual(LABELS.dueDate), value: displayDate(bill.dueDate) }] : []),
  ];
}

export const signatories = (bill: Bill) =>
  isFarmerBill(bill)
    ? [LABELS.farmer, LABELS.marketOfficer, LABELS.branchAdmin]
    : [LABELS.reeler, LABELS.marketOfficer];
