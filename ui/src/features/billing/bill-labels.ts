import type { BillType, DocumentKind } from '@cocoon/domain';

/** What a bill of each type is called, who it is made out to, and the document kind that prints it. */
export const BILL_LABELS: Record<
  BillType,
  {
    title: string;
    titleTa: string;
    plural: string;
    customer: string;
    counterpart: string;
    net: string;
    levy: string;
    kind: DocumentKind;
    file: string;
  }
> = {
  farmer: {
    title: 'Farmer Bill',
    titleTa: 'விவசாயி பட்டியல்',
    plural: 'Farmer bills',
    customer: 'Farmer',
    counterpart: 'Reeler',
    net: 'Net payable to the farmer',
    levy: 'Less farmer levy',
    kind: 'farmer-bill',
    file: 'farmer-bills',
  },
  reeler: {
    title: 'Reeler Invoice',
    titleTa: 'நூற்பாளர் விலைப்பட்டியல்',
    plural: 'Reeler invoices',
    customer: 'Reeler',
    counterpart: 'Farmer',
    net: 'Total payable by the reeler',
    levy: 'Add reeler levy',
    kind: 'reeler-invoice',
    file: 'reeler-invoices',
  },
};

/** A file name without the slashes of an invoice number: `HSR/FB2526/00012` → `HSR-FB2526-00012.pdf`. */
export const billFileName = (invoiceNo: string) => `${invoiceNo.replace(/[^\w-]+/g, '-')}.pdf`;

/** "Original not printed yet" / "1 copy printed" / "3 copies printed (the later ones DUPLICATE)". */
export function copyCountText(printCount: number): string {
  if (printCount === 0) return 'Not printed yet';
  if (printCount === 1) return '1 copy printed';
  return `${printCount} copies printed (copies after the first say DUPLICATE)`;
}
