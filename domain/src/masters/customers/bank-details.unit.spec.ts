import { describe, expect, it } from 'vitest';
import { type CustomerBankDetails, checkBankDetails, ifscShapeMessage } from './bank-details.js';
import { registerCustomerSchema } from './customer-fields.js';
import { sampleFarmerForm } from './testing.js';

// A few codes of the RBI list stand in for it: the rule only asks whether a code is there.
const RBI_LIST = new Set(['SBIN0001234', 'IDIB000H014', 'CNRB0001234', 'SYNB0000001']);
const exists = (ifsc: string) => RBI_LIST.has(ifsc);

const good: CustomerBankDetails = {
  ifscCode: 'IDIB000H014',
  bankAcNo: '50100234567890',
  bankAcName: 'Murugan K',
};
const given = (details: CustomerBankDetails) => ({
  whenChecked: () => checkBankDetails({ ...good, ...details }, exists),
});

describe('checkBankDetails', () => {
  it('given a real IFSC, a 9-18 digit account and an ASCII name, when checked, then nothing is wrong', () => {
    expect(given({}).whenChecked()).toEqual({ errors: {}, warnings: {} });
    expect(given({ ifscCode: ' sbin0001234 ' }).whenChecked()).toEqual({ errors: {}, warnings: {} });
  });

  it('given nothing at all, when checked, then each of the three is missing', () => {
    expect(checkBankDetails({ ifscCode: null, bankAcNo: ' ', bankAcName: undefined }, exists)).toEqual({
      errors: {
        ifscCode: 'IFSC Code is missing',
        bankAcNo: 'Bank Account No is missing',
        bankAcName: 'Account Holder Name is missing',
      },
      warnings: {},
    });
  });

  describe('IFSC', () => {
    it('given letter O typed for zero in the branch part, when checked, then it suggests the real code', () => {
      expect(given({ ifscCode: 'SBIN0OO1234' }).whenChecked().errors).toEqual({
        ifscCode:
          'IFSC SBIN0OO1234 is not in the RBI list: did you mean SBIN0001234? (letter O typed for zero)',
      });
    });

    it('given one typed for letter I in the bank code, when checked, then it suggests the real code', () => {
      expect(given({ ifscCode: 'SB1N0001234' }).whenChecked().errors).toEqual({
        ifscCode:
          'IFSC SB1N0001234 is not in the RBI list: did you mean SBIN0001234? (one typed for letter I)',
      });
    });

    it('given letter O for the fifth character and I for a one, when checked, then both slips are named', () => {
      expect(given({ ifscCode: 'SBINO00I234' }).whenChecked().errors.ifscCode).toBe(
        'IFSC SBINO00I234 is not in the RBI list: did you mean SBIN0001234? (letter O typed for zero, letter I typed for one)',
      );
    });

    it('given a slip whose correction is not a real code either, when checked, then no code is suggested', () => {
      expect(given({ ifscCode: 'SBIN0OO9999' }).whenChecked().errors.ifscCode).toBe(
        'IFSC SBIN0OO9999 is not in the RBI list of bank branches: copy it again from the passbook or a cheque leaf',
      );
    });

    it('given a branch code with real letters, when checked, then the letters are kept', () => {
      expect(given({ ifscCode: 'IDIB000H014' }).whenChecked().errors).toEqual({});
    });

    it('given a code of the wrong shape, when checked, then the shape is explained', () => {
      expect(given({ ifscCode: 'IDIB0H014' }).whenChecked().errors.ifscCode).toBe(
        'IFSC must look like AAAA0XXXXXX (4 letters, 0, then 6 letters or digits)',
      );
      expect(given({ ifscCode: 'SBIN1001234' }).whenChecked().errors.ifscCode).toMatch(/must look like/);
    });

    it('given an old Syndicate Bank code, even one the list still carries, when checked, then it names Canara Bank', () => {
      expect(given({ ifscCode: 'SYNB0000001' }).whenChecked().errors.ifscCode).toBe(
        'Syndicate Bank merged into Canara Bank: ask the farmer for the new IFSC (CNRB...)',
      );
    });

    it.each([
      ['VIJB0001234', 'Vijaya Bank merged into Bank of Baroda', 'BARB'],
      ['BKDN0611234', 'Dena Bank merged into Bank of Baroda', 'BARB'],
      ['ANDB0000456', 'Andhra Bank merged into Union Bank of India', 'UBIN'],
      ['CORP0000456', 'Corporation Bank merged into Union Bank of India', 'UBIN'],
      ['ALLA0210123', 'Allahabad Bank merged into Indian Bank', 'IDIB'],
      ['ORBC0100123', 'Oriental Bank of Commerce merged into Punjab National Bank', 'PUNB'],
      ['UTBI0ABC123', 'United Bank of India merged into Punjab National Bank', 'PUNB'],
      ['C0RP0000456', 'Corporation Bank merged into Union Bank of India', 'UBIN'],
    ])('given the old code %s, when checked, then it says "%s"', (ifscCode, merged, code) => {
      expect(given({ ifscCode }).whenChecked().errors.ifscCode).toBe(
        `${merged}: ask the farmer for the new IFSC (${code}...)`,
      );
    });
  });

  describe('account number', () => {
    it('given letters or spaces inside, when checked, then digits only are asked for', () => {
      expect(given({ bankAcNo: '5010 0234 5678' }).whenChecked().errors).toEqual({
        bankAcNo: 'Bank account number must be digits only',
      });
    });

    it('given 8 or 19 digits, when checked, then the length is refused with the count', () => {
      expect(given({ bankAcNo: '12345678' }).whenChecked().errors.bankAcNo).toBe(
        'Bank account number must be 9 to 18 digits (this one has 8)',
      );
      expect(given({ bankAcNo: '1'.repeat(19) }).whenChecked().errors.bankAcNo).toMatch(/this one has 19/);
      expect(given({ bankAcNo: '1'.repeat(18) }).whenChecked().errors).toEqual({});
    });

    it('given a leading zero, when checked, then it is a warning, not an error', () => {
      const check = given({ bankAcNo: '0010234567890' }).whenChecked();
      expect(check.errors).toEqual({});
      expect(check.warnings.bankAcNo).toMatch(/^Bank account number starts with 0: check on the passbook/);
    });
  });

  describe('account holder name', () => {
    it('given a name in Tamil script, when checked, then ASCII is asked for', () => {
      expect(given({ bankAcName: 'முருகன் K' }).whenChecked().errors).toEqual({
        bankAcName:
          'Account Holder Name must be in English letters as in the passbook (the bank file takes ASCII only)',
      });
    });

    it('given a name longer than 40 characters, when checked, then it warns what the bank file carries', () => {
      const name = 'Thiruvengadam Ramalingam Subramaniam Pillai';
      const check = given({ bankAcName: name }).whenChecked();
      expect(check.errors).toEqual({});
      expect(check.warnings).toEqual({
        bankAcName:
          'Account Holder Name is longer than 40 characters: the bank file carries "Thiruvengadam Ramalingam Subramaniam Pil"',
      });
    });

    it('given exactly 40 characters, when checked, then nothing is said', () => {
      expect(given({ bankAcName: 'A'.repeat(40) }).whenChecked()).toEqual({ errors: {}, warnings: {} });
    });
  });
});

describe("the form's IFSC shape message", () => {
  it('given a digit in the bank code or O for the fifth character, when typed, then it names the code meant', () => {
    expect(ifscShapeMessage('sb1n0001234')).toBe(
      'IFSC must look like AAAA0XXXXXX: did you mean SBIN0001234? (one typed for letter I)',
    );
    expect(ifscShapeMessage('CNRBO001234')).toBe(
      'IFSC must look like AAAA0XXXXXX: did you mean CNRB0001234? (letter O typed for zero)',
    );
  });

  it('given a shape no slip explains, when typed, then only the shape is said', () => {
    expect(ifscShapeMessage('IDIB0H014')).toBe('IFSC must look like AAAA0XXXXXX');
    expect(ifscShapeMessage('SBIN1001234')).toBe('IFSC must look like AAAA0XXXXXX');
  });

  it('given the registration form, when the IFSC has a bank-code slip, then its field message names the code meant', () => {
    const result = registerCustomerSchema.safeParse({
      ...sampleFarmerForm({ ifscCode: 'SB1N0001234' }),
      branchCode: '33333333-3333-4333-8333-333333333333',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ifscCode', 'IFSC must look like AAAA0XXXXXX: did you mean SBIN0001234? (one typed for letter I)'],
    ]);
  });
});
