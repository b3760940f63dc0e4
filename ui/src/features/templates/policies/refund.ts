import type { Policy } from './policy';

export const REFUND_POLICY: Policy = {
  title: 'Refund policy',
  summary: 'What can be refunded at the market, and how a refund is claimed and paid.',
  sections: [
    {
      heading: 'Market fee (levy)',
      paragraphs: [
        'The market fee (levy) is collected on each sale at the rate in force on the day of the sale, and is shown on the invoice. It is not refundable, except where the department’s rules provide for a refund, for example:',
      ],
      items: [
        'the fee was collected twice for the same lot;',
        'the fee was worked out on a wrong weight or a wrong amount, and the invoice has been corrected;',
        'the sale was cancelled by the market office before the lot was delivered.',
      ],
    },
    {
      heading: 'Payments made in error',
      items: [
        'If a reeler pays more than the invoice amount, the excess is either set off against the reeler’s next purchase or refunded, as the reeler chooses.',
        'If a farmer is paid less than the amount due, the balance is paid after the invoice is checked. An amount paid by mistake is recovered or adjusted in the same way.',
        'If an online payment is debited from your account but does not reach the market’s account, the bank reverses it within its own time limits. Give the market office the transaction reference so it can follow it up.',
      ],
    },
    {
      heading: 'How to claim',
      paragraphs: [
        'Apply in writing to the Market Officer with the invoice or receipt number and the reason. The claim is checked against the market’s records and approved by the competent authority under the department’s rules. Approved refunds are paid only into the bank account registered with the market, never in cash.',
      ],
    },
  ],
};
