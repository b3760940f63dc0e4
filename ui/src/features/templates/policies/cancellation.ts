import type { Policy } from './policy';

export const CANCELLATION_POLICY: Policy = {
  title: 'Cancellation policy',
  summary: 'When a lot, a bid, a slot or an invoice can be cancelled, and who may do it.',
  sections: [
    {
      heading: 'Withdrawing a lot before the auction',
      paragraphs: [
        'A farmer may withdraw a lot that has been received (inward) as long as its auction slot has not opened. Ask the market office: the staff record the withdrawal and the lot token becomes void. The cocoons are returned to the farmer. No market fee is charged on a withdrawn lot.',
      ],
    },
    {
      heading: 'During and after the auction',
      items: [
        'Once the slot has opened, a lot cannot be withdrawn by the farmer.',
        'A lot that receives no bid at or above the floor price is not sold. It may be offered again in a later slot or returned to the farmer.',
        'The Market Officer may reject a bid (for example a bid below the floor price, or where the rules of the auction were not followed). A lot whose bid is rejected is offered again.',
        'A bid approved by the Market Officer is binding on the reeler. A reeler who does not take and pay for an approved lot may face action under the department’s rules, which can include suspension of the trading licence.',
      ],
    },
    {
      heading: 'Slots interrupted by a failure',
      paragraphs: [
        'If an auction slot is interrupted by a power, network or system failure, the Market Officer may cancel the slot. Bids placed in a cancelled slot are void and its lots are auctioned again in a new slot.',
      ],
    },
    {
      heading: 'Invoices and payments',
      items: [
        'Only the market office can cancel an invoice, and only with the reason recorded. A corrected invoice is then issued. The cancelled invoice stays in the records, marked cancelled; it is never deleted.',
        'A payment already sent to the bank cannot be cancelled from this system. A wrong payment is corrected by a separate entry in the accounts, as the refund policy describes.',
      ],
    },
  ],
};
