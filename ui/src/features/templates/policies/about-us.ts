import type { Policy } from './policy';

export const ABOUT_US: Policy = {
  title: 'About us',
  summary: 'Who runs the cocoon market, what it does for silk farmers and reelers, and who uses this system.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'The cocoon market is a regulated government market run by the Department of Sericulture, Government of Tamil Nadu (பட்டு வளர்ச்சித் துறை). It gives silk farmers an open place to sell their cocoons at a fair price, and gives licensed reelers a reliable supply of tested cocoons.',
        'The market is managed by a Market Officer and the market staff, under the Assistant Director of Sericulture of the district and the Regional Joint Director of the region.',
      ],
    },
    {
      heading: 'What the market does',
      items: [
        'Registers farmers and licensed reelers, with the bank details needed to pay and collect money.',
        'Receives each farmer’s cocoons as a lot (inward), weighs it on a verified scale and gives a lot number and token.',
        'Tests a sample of every lot for shell ratio, renditta and defective cocoons, so buyers bid on known quality.',
        'Sells lots by electronic auction in time slots, starting from a floor price; the highest valid bid wins once the Market Officer approves it.',
        'Weighs the sold lot, issues invoices to the farmer and the reeler, collects the market fee (levy) and pays the farmer into the bank account on record.',
        'Keeps the accounts, passbooks and reports that the department and its auditors need.',
      ],
    },
    {
      heading: 'Who uses this system',
      paragraphs: [
        'This system is for department staff only: the Regional Joint Director, Assistant Directors, Branch Admins, Admins and Market Officers. Each person sees only the screens their role needs. Farmers and reelers deal with the market office; they do not log in here.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For questions about a lot, a bid, an invoice or a payment, contact the office of the market where you sold or bought. If the matter is not settled there, write to the Assistant Director of Sericulture of your district.',
      ],
    },
  ],
};
