import {
  displayDate,
  formatKg,
  formatRupees,
  lastFour,
  type NoticePurpose,
  nextWorkingDay,
  type SendNoticeJob,
  type WorkingCalendar,
  weeklyHolidaysOf,
} from '@cocoon/domain';
import { listSettingValues, type ReadModelDb } from '@cocoon/projectors';

/** What a notice is about: whom to tell, in which market, the values its template's slots may name. */
export interface NoticeFacts {
  marketId: string;
  farmerId: string;
  farmerCode: string;
  farmerName: string;
  mobile: string;
  /** Numbers that must never be in the text (the farmer's account number, Aadhaar). */
  secrets: (string | null)[];
  values: Record<string, string>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

async function farmer(db: ReadModelDb, farmerId: string) {
  return db
    .withSchema('read')
    .selectFrom('customers')
    .select([
      'customer_id',
      'customer_type',
      'branch_id',
      'head_code',
      'ledger_name',
      'mobile_no',
      'bank_ac_no',
      'aadhaar_no',
      'ifsc_code',
    ])
    .where('customer_id', '=', farmerId)
    .executeTakeFirst();
}

/** The market's working-day calendar from the read models (the worker runs after they passed the event). */
async function calendarOf(db: ReadModelDb, marketId: string): Promise<WorkingCalendar> {
  const [holidays, weekly] = await Promise.all([
    db
      .withSchema('read')
      .selectFrom('holidays')
      .select('holiday_date')
      .where('market_id', '=', marketId)
      .execute(),
    listSettingValues(db, 'weeklyholiday'),
  ]);
  return {
    weeklyHolidays: weeklyHolidaysOf(weekly, marketId),
    holidays: new Set(holidays.map((h) => h.holiday_date)),
  };
}

/**
 * The facts of a notice from its source event and the read models. Undefined: nobody to tell (the customer is
 * not a farmer, the lot or row is unknown). Amounts are the farmer's: a lot's is the farmer's net (the lot amount
 * less the farmer's levy), what the bank will credit.
 */
export async function noticeFactsOf(db: ReadModelDb, job: SendNoticeJob): Promise<NoticeFacts | undefined> {
  const data = job.data;
  const base = async (farmerId: string) => {
    const customer = await farmer(db, farmerId);
    if (customer?.customer_type !== 'farmer') return undefined;
    return {
      customer,
      facts: {
        marketId: customer.branch_id,
        farmerId,
        farmerCode: customer.head_code,
        farmerName: customer.ledger_name,
        mobile: customer.mobile_no,
        secrets: [customer.bank_ac_no, customer.aadhaar_no],
      },
    };
  };
  switch (job.purpose satisfies NoticePurpose) {
    case 'lot-sold': {
      const lot = await db
        .withSchema('read')
        .selectFrom('accounts_farmer_lots')
        .select(['farmer_id', 'branch_id', 'lot_no'])
        .where('lot_id', '=', str(data.lotId))
        .executeTakeFirst();
      if (!lot) return undefined;
      const found = await base(lot.farmer_id);
      if (!found) return undefined;
      const creditDate = nextWorkingDay(job.occurredOn, await calendarOf(db, lot.branch_id));
      return {
        ...found.facts,
        marketId: lot.branch_id,
        values: {
          lotNo: String(lot.lot_no),
          kg: formatKg(num(data.netGrams)),
          rate: formatRupees(num(data.ratePaise)),
          amount: formatRupees(num(data.farmerNetPaise)),
          creditDate: displayDate(creditDate),
          date: displayDate(job.occurredOn),
          farmerCode: found.facts.farmerCode,
        },
      };
    }
    case 'credited':
    case 'returned': {
      const row = await db
        .withSchema('read')
        .selectFrom('accounts_batch_rows')
        .select(['farmer_id', 'branch_id', 'amount_paise', 'account_no'])
        .where('row_id', '=', str(data.rowId))
        .executeTakeFirst();
      if (!row) return undefined;
      const found = await base(row.farmer_id);
      if (!found) return undefined;
      const common = {
        amount: formatRupees(Number(row.amount_paise)),
        farmerCode: found.facts.farmerCode,
      };
      const values =
        job.purpose === 'credited'
          ? {
              ...common,
              utr: str(data.bankReference),
              account: lastFour(row.account_no),
              date: displayDate(str(data.paidOn) || job.occurredOn),
            }
          : { ...common, reason: str(data.reason), date: displayDate(str(data.failedOn) || job.occurredOn) };
      return {
        ...found.facts,
        marketId: row.branch_id,
        secrets: [...found.facts.secrets, row.account_no],
        values,
      };
    }
    case 'bank-details-changed': {
      const found = await base(str(data.customerId));
      if (!found) return undefined;
      // A change waiting for its second person carries the details asked for; an edit that applies at once, the profile.
      const bank = (data.requested ?? data) as Record<string, unknown>;
      return {
        ...found.facts,
        // The number in the event, not only the read model's: a later change must not hide this one's.
        secrets: [...found.facts.secrets, str(bank.bankAcNo)],
        values: {
          account: lastFour(str(bank.bankAcNo)),
          ifsc: str(bank.ifscCode),
          date: displayDate(job.occurredOn),
          farmerCode: found.facts.farmerCode,
        },
      };
    }
  }
}
