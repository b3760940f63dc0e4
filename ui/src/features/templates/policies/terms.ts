import type { Policy } from './policy';

export const TERMS_AND_CONDITIONS: Policy = {
  title: 'Terms and conditions',
  summary: 'The conditions for using this system and for trading at the cocoon market.',
  sections: [
    {
      heading: 'Using this system',
      items: [
        'This system is for authorised staff of the Department of Sericulture only. Accounts are issued by the department; each account is for one person.',
        'Keep your password secret and change it if you think someone else knows it. Log out when you leave the computer; the system also logs you out after 5 minutes without activity.',
        'Everything done in the system is recorded with your name and the time. Enter only what you have checked.',
        'Trying to use an account that is not yours, or to reach data your role does not allow, is an offence under the Information Technology Act, 2000 and may lead to disciplinary action.',
      ],
    },
    {
      heading: 'Trading at the market',
      items: [
        'Farmers and reelers must register with true details. Reelers must hold a valid licence to bid.',
        'Lots are weighed on verified scales and sampled by the market staff; the test results are shown before the auction. A farmer or reeler who disputes a result may ask the Market Officer for a re-test, and may appeal to the Assistant Director.',
        'Lots are sold to the highest valid bid at or above the floor price, subject to approval by the Market Officer. An approved bid is binding.',
        'The market fee (levy) is deducted as the rules in force provide and is shown on the invoice. Farmers are paid into their registered bank account.',
      ],
    },
    {
      heading: 'Changes and disputes',
      paragraphs: [
        'These terms may be revised when the department’s rules change; the date below shows the last review. Disputes are settled under the laws of India, in the courts of Tamil Nadu.',
      ],
    },
  ],
};
