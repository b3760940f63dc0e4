/**
 * Every printed label of the billing documents in English and Tamil, in one place so a reviewer who reads
 * Tamil checks them all here (money-and-reports.md: labels, names and amounts in words are bilingual; digits
 * stay 0-9). The market and department names come from the data and the letterhead.
 */
export interface Label {
  en: string;
  ta: string;
}

const label = (en: string, ta: string): Label => ({ en, ta });

export const GOVERNMENT = label('Government of Tamil Nadu', 'தமிழ்நாடு அரசு');

export const LABELS = {
  farmerBill: label('Farmer Bill', 'விவசாயி பட்டியல்'),
  reelerInvoice: label('Reeler Invoice', 'நூற்பாளர் விலைப்பட்டியல்'),
  inwardToken: label('Inward Token', 'வரவுச் சீட்டு'),
  auctionToken: label('Auction Token (Bid Slip)', 'ஏலச் சீட்டு'),

  billNo: label('Bill No', 'பட்டியல் எண்'),
  invoiceNo: label('Invoice No', 'விலைப்பட்டியல் எண்'),
  auctionDate: label('Auction Date', 'ஏல தேதி'),
  inwardDate: label('Inward Date', 'வரவு தேதி'),
  financialYear: label('Financial Year', 'நிதியாண்டு'),
  status: label('Status', 'நிலை'),
  issued: label('Issued', 'வழங்கப்பட்டது'),
  issuedOn: label('Issued on', 'வழங்கிய நாள்'),
  dueDate: label('Due Date', 'செலுத்த வேண்டிய தேதி'),
  replaces: label('Replaces', 'மாற்றப்பட்ட பட்டியல்'),
  replacedBy: label('Replaced by', 'புதிய பட்டியல்'),

  farmerCode: label('Farmer Code', 'விவசாயி குறியீடு'),
  reelerCode: label('Reeler Code', 'நூற்பாளர் குறியீடு'),
  farmerName: label('Farmer Name', 'விவசாயி பெயர்'),
  reelerName: label('Reeler Name', 'நூற்பாளர் பெயர்'),
  fatherName: label("Father's Name", 'தந்தை பெயர்'),
  village: label('Village', 'கிராமம்'),
  tsc: label('TSC', 'தொழில்நுட்ப சேவை மையம்'),
  mobile: label('Mobile', 'கைபேசி'),
  licence: label('Licence No', 'உரிம எண்'),
  bankAccount: label('Bank account', 'வங்கிக் கணக்கு'),

  serialNo: label('S.No', 'வ.எ.'),
  lotNo: label('Lot No', 'லாட் எண்'),
  race: label('Race', 'இனம்'),
  shellRatio: label('SR %', 'ஓடு %'),
  floorPrice: label('Floor Rs/kg', 'அடி விலை'),
  netKg: label('Net kg', 'நிகர எடை'),
  rate: label('Rate Rs/kg', 'விலை'),
  amount: label('Amount Rs', 'தொகை'),
  levy: label('Levy Rs', 'கட்டணம்'),
  net: label('Net Rs', 'நிகரம்'),
  farmer: label('Farmer', 'விவசாயி'),
  reeler: label('Reeler', 'நூற்பாளர்'),
  total: label('Total', 'மொத்தம்'),
  lots: label('lots', 'லாட்டுகள்'),

  grossAmount: label('Gross amount', 'மொத்தத் தொகை'),
  levyDeducted: label('Levy deducted', 'பிடித்த கட்டணம்'),
  levyAdded: label('Levy added', 'சேர்த்த கட்டணம்'),
  netPayable: label('Net payable', 'வழங்க வேண்டிய நிகரத் தொகை'),
  totalPayable: label('Total payable', 'செலுத்த வேண்டிய மொத்தத் தொகை'),
  inWords: label('Amount in words', 'தொகை எழுத்தில்'),

  marketOfficer: label('Market Officer', 'சந்தை அலுவலர்'),
  branchAdmin: label('Branch Admin', 'கிளை நிர்வாகி'),

  original: label('ORIGINAL', 'அசல்'),
  duplicate: label('DUPLICATE', 'நகல்'),
  cancelled: label('CANCELLED', 'ரத்து செய்யப்பட்டது'),
  reason: label('Reason', 'காரணம்'),
  cancelledOn: label('Cancelled on', 'ரத்து செய்த நாள்'),

  lays: label('Lays (DFLs)', 'முட்டைத் தொகுதிகள்'),
  grossCocoonWeight: label('Cocoon weight kg', 'கூடு எடை'),
  sampleCount: label('Sample cocoons', 'மாதிரி கூடுகள்'),
  sampleCocoonWeight: label('Sample cocoon wt g', 'மாதிரி கூடு எடை'),
  sampleShellWeight: label('Sample shell wt g', 'மாதிரி ஓடு எடை'),
  defectiveCount: label('Defective cocoons', 'குறைபாடுள்ள கூடுகள்'),
  defectPercent: label('Defect %', 'குறைபாடு %'),
  renditta: label('Renditta', 'ரெண்டிட்டா'),
  inwardedBy: label('Inwarded by', 'பதிவு செய்தவர்'),

  farmerCopy: label('Farmer Copy', 'விவசாயி நகல்'),
  reelerCopy: label('Reeler Copy', 'நூற்பாளர் நகல்'),
  officeCopy: label('Office Copy', 'அலுவலக நகல்'),
  slot: label('Slot', 'சுற்று'),
  lot: label('Lot', 'லாட்'),
  name: label('Name', 'பெயர்'),
  code: label('Code', 'குறியீடு'),
  date: label('Date', 'தேதி'),
  licenceShort: label('Licence', 'உரிமம்'),
  crate: label('Crate', 'பெட்டி'),
  grossKg: label('Gross kg', 'மொத்த எடை'),
  tareKg: label('Tare kg', 'பெட்டி எடை'),
  totalNetKg: label('Total net kg', 'மொத்த நிகர எடை'),
  winningRate: label('Rate Rs/kg', 'ஏல விலை'),
  farmerLevy: label('Farmer levy Rs', 'விவசாயி கட்டணம்'),
  reelerLevy: label('Reeler levy Rs', 'நூற்பாளர் கட்டணம்'),
  toFarmer: label('To farmer Rs', 'விவசாயிக்கு'),
  reelerPays: label('Reeler pays Rs', 'நூற்பாளர் செலுத்துவது'),
  weighedBy: label('Weighed by', 'எடையிட்டவர்'),
  weighedAt: label('Weighed at', 'எடையிட்ட நேரம்'),
  consent: label(
    'I agree to deliver this lot to the above reeler at the rate shown.',
    'மேலே குறிப்பிட்ட விலையில் இந்த லாட்டை மேற்கண்ட நூற்பாளருக்கு வழங்க நான் ஒப்புக்கொள்கிறேன்.',
  ),
  cutHere: label('cut here', 'இங்கே வெட்டவும்'),
  continued: label('continued', 'தொடர்ச்சி'),
  weightCorrected: label('weight corrected', 'எடை திருத்தப்பட்டது'),
  copyNo: label('copy', 'பிரதி'),

  farmerPaymentReceipt: label('Farmer Payment Receipt', 'விவசாயி பணப் பட்டுவாடா ரசீது'),
  receiptNo: label('Receipt No', 'ரசீது எண்'),
  paidOn: label('Paid on', 'வழங்கிய நாள்'),
  paymentMode: label('Mode', 'முறை'),
  cash: label('Cash', 'ரொக்கம்'),
  paidInCashBy: label('Paid in cash by', 'ரொக்கமாக வழங்கியவர்'),
  amountPaid: label('Amount paid', 'வழங்கிய தொகை'),
  lotsTotal: label('Lots total', 'லாட்டுகளின் மொத்தம்'),
  setOff: label(
    'Less: recovered (lot corrected after payment)',
    'கழிவு: திரும்பப் பெறப்பட்டது (பணம் வழங்கிய பின் திருத்தப்பட்ட லாட்)',
  ),
  received: label(
    'Received the above amount in cash in full settlement of the lots listed.',
    'மேற்கண்ட லாட்டுகளுக்கான தொகையை முழுமையாக ரொக்கமாகப் பெற்றுக்கொண்டேன்.',
  ),
  farmerSignature: label("Farmer's signature", 'விவசாயி கையொப்பம்'),
  cashier: label('Paid by (cashier)', 'வழங்கியவர் (காசாளர்)'),
  reversed: label('REVERSED', 'திருப்பப்பட்டது'),
  reversalNo: label('Reversal No', 'திருப்புப் பதிவு எண்'),
  reversedOn: label('Reversed on', 'திருப்பிய நாள்'),
  notBilled: label('not billed', 'பட்டியலிடப்படவில்லை'),

  reelerReceipt: label('Reeler Receipt', 'நூற்பாளர் பண வரவு ரசீது'),
  receivedOn: label('Received on', 'பெற்ற நாள்'),
  receivedBy: label('Received by', 'பெற்றவர்'),
  cheque: label('Cheque', 'காசோலை'),
  bankTransfer: label('Bank transfer', 'வங்கிப் பரிமாற்றம்'),
  chequeNo: label('Cheque No', 'காசோலை எண்'),
  transferReference: label('Transfer Ref (UTR)', 'பரிமாற்றக் குறிப்பு எண்'),
  appliedTo: label('Applied to', 'வரவு வைக்கப்பட்டது'),
  invoicesOldestFirst: label('Invoices, oldest first', 'விலைப்பட்டியல்கள், பழையது முதலில்'),
  deposit: label('Kept as deposit (advance)', 'வைப்புத் தொகை (முன்பணம்)'),
  amountReceived: label('Amount received', 'பெற்ற தொகை'),
  receivedFromReeler: label(
    'Received the above amount from the reeler named above.',
    'மேற்கண்ட தொகையை மேலே குறிப்பிட்ட நூற்பாளரிடமிருந்து பெற்றுக்கொண்டோம்.',
  ),
  chequeRealisation: label(
    'A cheque is credited subject to its realisation.',
    'காசோலை வசூலான பின்னரே வரவு உறுதியாகும்.',
  ),
  receivingCashier: label('Received by (cashier)', 'பெற்றவர் (காசாளர்)'),
} as const;

/** "English / தமிழ்", the form every label takes where the space allows. */
export const bilingual = (text: Label): string => `${text.en} / ${text.ta}`;
