import { checkBankDetails, maskLast4, type ReportRow, statusLabel } from '@cocoon/domain';
import { ifscInRbiList } from '../../masters/customers/rbi-ifsc-list.js';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQuery } from '../report-query.js';

/**
 * CocoonAuction/BankDetailsToVerify: every farmer of the caller's scope, not deactivated, whose stored bank
 * details fail `checkBankDetails` against the RBI list today (the list changes with each package release, so
 * a farmer registered clean may appear later). Warnings (a long name, a leading zero) are not listed: they do not
 * stop a payment. The account number shows masked, as in every list.
 */
export const bankDetailsToVerify: ReportQuery = async (ctx, params) => {
  let query = ctx.db
    .withSchema('read')
    .selectFrom('customers as c')
    .leftJoin('branches as b', 'b.branch_id', 'c.branch_id')
    .where(scopeFilter(ctx.scope, 'c.branch_id'))
    .where('c.customer_type', '=', 'farmer')
    .where('c.is_active', '!=', 0)
    .select([
      'c.customer_id',
      'c.head_code',
      'c.ledger_name',
      'c.mobile_no',
      'c.branch_id',
      'b.name_en',
      'c.ifsc_code',
      'c.bank_ac_no',
      'c.bank_ac_name',
      'c.is_active',
    ])
    .orderBy('b.name_en')
    .orderBy('c.head_code');
  if (params.marketId) query = query.where('c.branch_id', '=', params.marketId);
  const rows: ReportRow[] = [];
  for (const farmer of await query.execute()) {
    const { errors } = checkBankDetails(
      { ifscCode: farmer.ifsc_code, bankAcNo: farmer.bank_ac_no, bankAcName: farmer.bank_ac_name },
      ifscInRbiList,
    );
    const reasons = [errors.ifscCode, errors.bankAcNo, errors.bankAcName].filter(Boolean);
    if (reasons.length === 0) continue;
    rows.push({
      farmerId: farmer.customer_id,
      farmerCode: farmer.head_code,
      farmerName: farmer.ledger_name,
      mobileNo: farmer.mobile_no,
      marketId: farmer.branch_id,
      market: farmer.name_en ?? farmer.branch_id,
      ifscCode: farmer.ifsc_code,
      bankAccount: maskLast4(farmer.bank_ac_no),
      reason: reasons.join('; '),
      status: statusLabel(farmer.is_active),
    });
  }
  return { rows, summary: [{ label: 'Farmers to verify', value: rows.length, type: 'count' }] };
};
