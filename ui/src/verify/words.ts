import type { DocumentTokenKind } from '@cocoon/domain';
import type { Language } from './language';
import type { TokenRefusal } from './signature-check';

/**
 * Every word of the verify page in English and Tamil, in one place so a reviewer who reads Tamil checks them all
 * here. The document names are the prints' own (workers/src/billing/labels.ts); the refusals are the server's
 * words (workers/src/documents/document-signing.ts `TOKEN_REFUSALS`), which the page also matches to show a
 * server's refusal in Tamil.
 */
export interface Words {
  language: Language;
  pageTitle: string;
  department: string;
  languageGroup: string;
  intro: string;
  checking: (number: string | null) => string;
  verdicts: {
    inForce: string;
    cancelled: (replacedBy: string | null) => string;
    reversed: string;
    superseded: string;
    notInRecords: string;
    forged: string;
    signatureOnly: string;
    unchecked: string;
  };
  explain: {
    inForce: string;
    noLongerInForce: string;
    reversed: string;
    superseded: string;
    signedButUnknown: string;
    compareTyped: string;
    forged: string;
    signatureOnly: string;
    unchecked: string;
    rateLimited: string;
  };
  refusals: Record<TokenRefusal, string>;
  signatureNote: {
    good: string;
    cannotCheck: string;
    noKeys: string;
    serverChecked: string;
  };
  withdrawnKey: (date: string) => string;
  history: {
    label: string;
    sealed: (sequence: number, at: string) => string;
    notSealed: string;
    mismatch: string;
  };
  payment: { label: string; paid: string; 'partly-paid': string; unpaid: string };
  reason: string;
  figures: {
    title: string;
    hint: string;
    kind: string;
    number: string;
    market: string;
    date: string;
    farmerCode: string;
    reelerCode: string;
    partyCode: string;
    amount: string;
    checkCode: string;
  };
  kinds: Record<DocumentTokenKind, string>;
  address: { title: string; text: (host: string) => string };
  form: {
    title: string;
    hint: string;
    number: string;
    numberHint: string;
    date: string;
    dateHint: string;
    code: string;
    codeHint: string;
    verify: string;
    checking: string;
    result: string;
    errors: {
      'number-missing': string;
      'date-missing': string;
      'date-format': string;
      'date-invalid': string;
      'code-missing': string;
      'code-length': string;
      'code-letters': string;
    };
  };
  /** The server's known messages in this language; any other is shown as the server wrote it. */
  serverMessages: Record<string, string>;
}

const REFUSALS_EN: Record<TokenRefusal, string> = {
  malformed: 'This is not a document code of the department (it is damaged or incomplete)',
  'unknown-key': 'Signed with a key the department has not published: not a genuine document',
  'bad-signature': 'The signature does not match: the document code was altered or forged',
  'bad-claims': 'The signed content is not a document of the department',
};

const ENTER_NUMBER = 'Enter the document number';
const ENTER_DATE = 'Enter the date printed on the document';
const ENTER_CODE = 'Enter the 6-character code printed under the QR';
const NOT_A_CODE = 'This is not a document code of the department';
const NO_MATCH = 'No document matches this number, date and code';

const ENGLISH: Words = {
  language: 'en',
  pageTitle: 'Verify a market document',
  department: 'Department of Sericulture, Government of Tamil Nadu',
  languageGroup: 'Language',
  intro:
    'Scan the QR code printed on a bill, invoice, receipt or token with your phone’s camera to check that the document is genuine, or type what is printed on it below.',
  checking: (number) => (number ? `Checking document ${number}…` : 'Checking the document…'),
  verdicts: {
    inForce: 'Genuine and in force',
    cancelled: (replacedBy) => (replacedBy ? `Cancelled, replaced by ${replacedBy}` : 'Cancelled'),
    reversed: 'Reversed',
    superseded: 'Superseded (weight corrected)',
    notInRecords: 'Not in the records',
    forged: 'Forged or altered',
    signatureOnly: 'Genuine signature, standing not known',
    unchecked: 'Could not be checked just now',
  },
  explain: {
    inForce: 'A genuine document of the department, in force today.',
    noLongerInForce: 'A genuine document of the department, but no longer in force.',
    reversed: 'A genuine receipt of the department, but its payment was reversed.',
    superseded:
      'A genuine token, but the lot’s weight was corrected after it was printed: this paper shows the old figures.',
    signedButUnknown:
      'Signed with the department’s key, but there is no record of it here. Ask at the market office.',
    compareTyped: 'Check what you typed against the paper.',
    forged: 'Do not accept this paper. Tell the market office.',
    signatureOnly:
      'The signature was checked on this phone, but the department’s records could not be reached, so a cancellation would not show. Try again later.',
    unchecked: 'The department’s records could not be reached. Try again later.',
    rateLimited: 'Too many checks for now. Wait a minute and try again.',
  },
  refusals: REFUSALS_EN,
  signatureNote: {
    good: 'Signature checked on this phone.',
    cannotCheck: 'This browser cannot check the signature itself.',
    noKeys: 'The department’s keys could not be fetched to check the signature on this phone.',
    serverChecked: 'The department’s server checked it.',
  },
  withdrawnKey: (date) => `Signed with a withdrawn key on ${date}`,
  history: {
    label: 'History',
    sealed: (sequence, at) =>
      `The issuing event matches the sealed history: seal no. ${sequence} of ${at} IST`,
    notSealed: 'The issuing event matches the history; not yet sealed',
    mismatch: 'The issuing event does not match the recorded history: tell the department',
  },
  payment: { label: 'Payment to the farmer', paid: 'Paid', 'partly-paid': 'Partly paid', unpaid: 'Unpaid' },
  reason: 'Reason recorded',
  figures: {
    title: 'Compare with the paper',
    hint: 'These are the figures the department signed. The paper must show the same; if any differs, the paper was altered.',
    kind: 'Document',
    number: 'Document number',
    market: 'Market',
    date: 'Date',
    farmerCode: 'Farmer code',
    reelerCode: 'Reeler code',
    partyCode: 'Party code',
    amount: 'Amount',
    checkCode: 'Check code',
  },
  kinds: {
    FB: 'Farmer Bill',
    RI: 'Reeler Invoice',
    FR: 'Farmer Payment Receipt',
    RR: 'Reeler Receipt',
    IT: 'Inward Token',
    AT: 'Auction Token (Bid Slip)',
  },
  address: {
    title: 'Is this the department’s page?',
    text: (host) =>
      `The official address is the one printed under the QR on the paper. This page is at ${host}: if they differ, do not trust this page.`,
  },
  form: {
    title: 'Type what is printed',
    hint: 'For a paper whose QR cannot be scanned: its document number, its date and the 6-character check code printed under the QR.',
    number: 'Document number',
    numberHint: 'As printed, e.g. HSR/FB2627/00001',
    date: 'Date',
    dateHint: 'DD/MM/YYYY, e.g. 05/11/2026',
    code: 'Check code',
    codeHint: '6 characters, printed under the QR',
    verify: 'Verify',
    checking: 'Checking…',
    result: 'Result',
    errors: {
      'number-missing': ENTER_NUMBER,
      'date-missing': ENTER_DATE,
      'date-format': 'Enter the date as DD/MM/YYYY, e.g. 05/11/2026',
      'date-invalid': 'There is no such date: check the day and the month',
      'code-missing': ENTER_CODE,
      'code-length': ENTER_CODE,
      'code-letters': 'The code has only letters and digits, and never the letter U',
    },
  },
  serverMessages: {},
};

const TAMIL: Words = {
  language: 'ta',
  pageTitle: 'சந்தை ஆவணத்தைச் சரிபார்க்கவும்',
  department: 'பட்டு வளர்ச்சித் துறை, தமிழ்நாடு அரசு',
  languageGroup: 'மொழி',
  intro:
    'ஆவணம் உண்மையானதா என அறிய, பட்டியல், விலைப்பட்டியல், ரசீது அல்லது சீட்டில் அச்சிடப்பட்டுள்ள QR குறியீட்டை உங்கள் கைபேசிக் கேமராவால் ஸ்கேன் செய்யவும்; அல்லது அதில் அச்சிடப்பட்டுள்ளதைக் கீழே தட்டச்சு செய்யவும்.',
  checking: (number) => (number ? `ஆவணம் ${number} சரிபார்க்கப்படுகிறது…` : 'ஆவணம் சரிபார்க்கப்படுகிறது…'),
  verdicts: {
    inForce: 'உண்மையான ஆவணம் — நடைமுறையில் உள்ளது',
    cancelled: (replacedBy) =>
      replacedBy ? `ரத்து செய்யப்பட்டது; இதற்குப் பதிலாக ${replacedBy} வழங்கப்பட்டது` : 'ரத்து செய்யப்பட்டது',
    reversed: 'திரும்பப் பெறப்பட்டது',
    superseded: 'மாற்றப்பட்டது (எடை திருத்தப்பட்டது)',
    notInRecords: 'பதிவேடுகளில் இல்லை',
    forged: 'போலியானது அல்லது மாற்றப்பட்டது',
    signatureOnly: 'கையொப்பம் உண்மையானது; தற்போதைய நிலை தெரியவில்லை',
    unchecked: 'இப்போது சரிபார்க்க முடியவில்லை',
  },
  explain: {
    inForce: 'இது துறையின் உண்மையான ஆவணம்; இன்று நடைமுறையில் உள்ளது.',
    noLongerInForce: 'இது துறையின் உண்மையான ஆவணம், ஆனால் இனி நடைமுறையில் இல்லை.',
    reversed: 'இது துறையின் உண்மையான ரசீது, ஆனால் அதன் பணம் திரும்பப் பெறப்பட்டது.',
    superseded: 'இது உண்மையான சீட்டு, ஆனால் அச்சிட்ட பின் லாட்டின் எடை திருத்தப்பட்டது: இந்தக் காகிதத்தில் பழைய விவரங்கள் உள்ளன.',
    signedButUnknown: 'துறையின் விசையால் கையொப்பமிடப்பட்டது, ஆனால் இதற்கான பதிவு இங்கு இல்லை. சந்தை அலுவலகத்தில் கேட்கவும்.',
    compareTyped: 'தட்டச்சு செய்ததைக் காகிதத்துடன் ஒப்பிட்டுப் பார்க்கவும்.',
    forged: 'இந்தக் காகிதத்தை ஏற்க வேண்டாம். சந்தை அலுவலகத்திற்குத் தெரிவிக்கவும்.',
    signatureOnly:
      'கையொப்பம் இந்தக் கைபேசியில் சரிபார்க்கப்பட்டது; ஆனால் துறையின் பதிவேடுகளை அணுக முடியவில்லை, எனவே ஆவணம் ரத்து செய்யப்பட்டிருந்தாலும் இங்கே தெரியாது. பின்னர் மீண்டும் முயலவும்.',
    unchecked: 'துறையின் பதிவேடுகளை அணுக முடியவில்லை. பின்னர் மீண்டும் முயலவும்.',
    rateLimited: 'இப்போது சரிபார்ப்புகள் மிக அதிகம். ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்.',
  },
  refusals: {
    malformed: 'இது துறையின் ஆவணக் குறியீடு அல்ல (சேதமடைந்துள்ளது அல்லது முழுமையாக இல்லை)',
    'unknown-key': 'துறை வெளியிடாத விசையால் கையொப்பமிடப்பட்டுள்ளது: இது உண்மையான ஆவணம் அல்ல',
    'bad-signature': 'கையொப்பம் பொருந்தவில்லை: ஆவணக் குறியீடு மாற்றப்பட்டுள்ளது அல்லது போலியானது',
    'bad-claims': 'கையொப்பமிட்ட உள்ளடக்கம் துறையின் ஆவணம் அல்ல',
  },
  signatureNote: {
    good: 'கையொப்பம் இந்தக் கைபேசியிலேயே சரிபார்க்கப்பட்டது.',
    cannotCheck: 'இந்த உலாவியால் கையொப்பத்தைத் தானே சரிபார்க்க இயலாது.',
    noKeys: 'இந்தக் கைபேசியில் கையொப்பத்தைச் சரிபார்க்கத் துறையின் விசைகளைப் பெற முடியவில்லை.',
    serverChecked: 'துறையின் சேவையகம் அதைச் சரிபார்த்தது.',
  },
  withdrawnKey: (date) => `${date} அன்று திரும்பப் பெறப்பட்ட விசையால் கையொப்பமிடப்பட்டது`,
  history: {
    label: 'வரலாறு',
    sealed: (sequence, at) =>
      `வழங்கிய பதிவு முத்திரையிடப்பட்ட வரலாற்றுடன் பொருந்துகிறது: முத்திரை எண் ${sequence}, ${at} IST`,
    notSealed: 'வழங்கிய பதிவு வரலாற்றுடன் பொருந்துகிறது; இன்னும் முத்திரையிடப்படவில்லை',
    mismatch: 'வழங்கிய பதிவு பதிவான வரலாற்றுடன் பொருந்தவில்லை: துறைக்குத் தெரிவிக்கவும்',
  },
  payment: {
    label: 'விவசாயிக்கான பணம்',
    paid: 'வழங்கப்பட்டது',
    'partly-paid': 'பகுதியாக வழங்கப்பட்டது',
    unpaid: 'இன்னும் வழங்கப்படவில்லை',
  },
  reason: 'பதிவு செய்யப்பட்ட காரணம்',
  figures: {
    title: 'காகிதத்துடன் ஒப்பிடவும்',
    hint: 'இவை துறை கையொப்பமிட்ட விவரங்கள். காகிதத்திலும் இவையே இருக்க வேண்டும்; ஏதேனும் வேறுபட்டால், காகிதம் மாற்றப்பட்டுள்ளது.',
    kind: 'ஆவணம்',
    number: 'ஆவண எண்',
    market: 'அங்காடி',
    date: 'தேதி',
    farmerCode: 'விவசாயி குறியீடு',
    reelerCode: 'நூற்பாளர் குறியீடு',
    partyCode: 'தரப்புக் குறியீடு',
    amount: 'தொகை',
    checkCode: 'சரிபார்ப்புக் குறியீடு',
  },
  kinds: {
    FB: 'விவசாயி பட்டியல்',
    RI: 'நூற்பாளர் விலைப்பட்டியல்',
    FR: 'விவசாயி பணப் பட்டுவாடா ரசீது',
    RR: 'நூற்பாளர் ரசீது',
    IT: 'வரவுச் சீட்டு',
    AT: 'ஏலச் சீட்டு',
  },
  address: {
    title: 'இது துறையின் பக்கமா?',
    text: (host) =>
      `அதிகாரப்பூர்வ முகவரி காகிதத்தில் QR-இன் கீழ் அச்சிடப்பட்டுள்ளது. இந்தப் பக்கத்தின் முகவரி ${host}: இரண்டும் வேறுபட்டால், இந்தப் பக்கத்தை நம்ப வேண்டாம்.`,
  },
  form: {
    title: 'அச்சிடப்பட்டுள்ளதைத் தட்டச்சு செய்யவும்',
    hint: 'QR ஸ்கேன் செய்ய இயலாத காகிதத்திற்கு: அதன் ஆவண எண், தேதி, QR-இன் கீழ் அச்சிடப்பட்டுள்ள 6 எழுத்துச் சரிபார்ப்புக் குறியீடு.',
    number: 'ஆவண எண்',
    numberHint: 'அச்சிடப்பட்டபடி, எ.கா. HSR/FB2627/00001',
    date: 'தேதி',
    dateHint: 'நாள்/மாதம்/ஆண்டு, எ.கா. 05/11/2026',
    code: 'சரிபார்ப்புக் குறியீடு',
    codeHint: 'QR-இன் கீழ் அச்சிடப்பட்டுள்ள 6 எழுத்துகள்',
    verify: 'சரிபார்க்கவும்',
    checking: 'சரிபார்க்கப்படுகிறது…',
    result: 'முடிவு',
    errors: {
      'number-missing': 'ஆவண எண்ணை உள்ளிடவும்',
      'date-missing': 'ஆவணத்தில் அச்சிடப்பட்டுள்ள தேதியை உள்ளிடவும்',
      'date-format': 'தேதியை நாள்/மாதம்/ஆண்டு (DD/MM/YYYY) வடிவில் உள்ளிடவும், எ.கா. 05/11/2026',
      'date-invalid': 'அப்படி ஒரு தேதி இல்லை: நாளையும் மாதத்தையும் சரிபார்க்கவும்',
      'code-missing': 'QR-இன் கீழ் அச்சிடப்பட்டுள்ள 6 எழுத்துக் குறியீட்டை உள்ளிடவும்',
      'code-length': 'QR-இன் கீழ் அச்சிடப்பட்டுள்ள 6 எழுத்துக் குறியீட்டை உள்ளிடவும்',
      'code-letters': 'குறியீட்டில் எழுத்துகளும் எண்களும் மட்டுமே உள்ளன; U என்ற எழுத்து அதில் இருக்காது',
    },
  },
  serverMessages: {},
};

TAMIL.serverMessages = {
  [ENTER_NUMBER]: TAMIL.form.errors['number-missing'],
  [ENTER_DATE]: TAMIL.form.errors['date-missing'],
  [ENTER_CODE]: TAMIL.form.errors['code-missing'],
  [NOT_A_CODE]: 'இது துறையின் ஆவணக் குறியீடு அல்ல',
  [NO_MATCH]: 'இந்த எண், தேதி, குறியீட்டுடன் பொருந்தும் ஆவணம் எதுவும் இல்லை',
  ...Object.fromEntries(
    (Object.keys(REFUSALS_EN) as TokenRefusal[]).map((refusal) => [
      REFUSALS_EN[refusal],
      TAMIL.refusals[refusal],
    ]),
  ),
};

export const WORDS: Record<Language, Words> = { en: ENGLISH, ta: TAMIL };

/** A message of the server in the reader's language: its Tamil when the page knows it, else as written. */
export function inLanguage(words: Words, message: string): string {
  return words.serverMessages[message] ?? message;
}

/** The refusal a server's message names, when it is one of the known refusals. */
export function refusalOfMessage(message: string): TokenRefusal | null {
  const found = (Object.keys(REFUSALS_EN) as TokenRefusal[]).find(
    (refusal) => REFUSALS_EN[refusal] === message,
  );
  return found ?? null;
}
