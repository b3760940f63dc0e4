import type { Policy } from './policy';

export const PRIVACY_POLICY: Policy = {
  title: 'Privacy policy',
  summary: 'What personal data the market keeps, why it keeps it, who sees it and how it is protected.',
  sections: [
    {
      heading: 'What we keep',
      items: [
        'Farmers and reelers: name, father’s name, address, mobile and WhatsApp numbers, email, gender and community (where the department’s schemes need them), the technical service centre, and for reelers the licence number and date and the GST number.',
        'Identity numbers: Aadhaar number and PAN.',
        'Bank details: account number, account holder’s name, bank, branch, IFSC and account type (savings or current).',
        'Market records: lots, sample test results, bids, weights, invoices, market fee (levy) collected, payments and passbook entries.',
        'Staff: name, username, designation, office, mobile and email, and a record of each action taken in the system (who did what, and when). Passwords are stored only in a one-way hashed form.',
      ],
    },
    {
      heading: 'Why we keep it',
      items: [
        'To know who is selling and who is buying each lot, and to stop one person trading under another’s name.',
        'Aadhaar and bank details are kept so that farmers are paid directly into their own bank account, and so that amounts due from reelers can be collected and checked.',
        'To issue invoices, collect the market fee and keep the accounts that government audit requires.',
        'To prepare the department’s reports on cocoon arrivals, prices and payments. Reports for planning use totals, not individual details.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Staff see only what their role and their market or office need. Aadhaar, PAN and bank account numbers are shown masked (only the last digits) in lists, printouts and exports. Details are shared only with the banks that make or receive payments, with government accounts and audit authorities, and with others only where the law requires it. Personal data is never sold or used for advertising.',
      ],
    },
    {
      heading: 'How it is protected',
      items: [
        'The data is kept on government-managed servers. Every login uses a personal account; a session ends on logout or after 5 minutes without activity.',
        'Every change to a record is kept with the name of the person who made it and the time, so nothing can be altered without a trace.',
        'This application keeps only your user name, user type, session token, language and layout settings in your browser, and clears them when you log out. The template sign-up pages keep their demonstration accounts in your browser only.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Trade and payment records are accounting records: they are kept for as long as the government’s rules on the retention of accounts require, even after a farmer or reeler stops trading at the market.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'Farmers and reelers may ask the market office to see the details held about them and to correct anything that is wrong, in line with the law in force, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. Complaints go to the Assistant Director of Sericulture of the district.',
      ],
    },
  ],
};
