import { BILL_EVENT_TYPES, billEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';

async function createBillTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('billing_bills')
    .addColumn('bill_id', 'uuid', (c) => c.primaryKey())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('market_code', 'text', (c) => c.notNull())
    .addColumn('auction_date', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'uuid', (c) => c.notNull())
    .addColumn('customer_code', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('lot_count', 'integer', (c) => c.notNull())
    .addColumn('net_grams', 'bigint', (c) => c.notNull())
    .addColumn('gross_paise', 'bigint', (c) => c.notNull())
    .addColumn('levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('net_paise', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('replaces', 'uuid')
    .addColumn('replaced_by', 'uuid')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_reason', 'text')
    .execute();
  // A number is unique in its market's series: a second row with it would be a double-issued document.
  await sql`create unique index billing_bills_number on billing_bills (branch_id, bill_type, financial_year, sequence)`.execute(
    db,
  );
  await sql`create index billing_bills_date on billing_bills (branch_id, auction_date, bill_type)`.execute(
    db,
  );
  await sql`create index billing_bills_customer on billing_bills (customer_id, auction_date)`.execute(db);
  await db.schema
    .createTable('billing_bill_lines')
    .addColumn('bill_id', 'uuid', (c) => c.notNull())
    .addColumn('bill_type', 'text', (c) => c.notNull())
    .addColumn('lot_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('auction_date', 'text', (c) => c.notNull())
    .addColumn('in_force', 'boolean', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('race', 'text', (c) => c.notNull())
    .addColumn('shell_ratio_bp', 'integer', (c) => c.notNull())
    .addColumn('floor_price_paise', 'integer', (c) => c.notNull())
    .addColumn('net_grams', 'integer', (c) => c.notNull())
    .addColumn('rate_paise', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('net_paise', 'bigint', (c) => c.notNull())
    .addColumn('counterpart_id', 'uuid', (c) => c.notNull())
    .addColumn('counterpart_code', 'text', (c) => c.notNull())
    .addColumn('counterpart_name', 'text', (c) => c.notNull())
    .addColumn('weight_version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('billing_bill_lines_pk', ['bill_id', 'lot_id'])
    .execute();
  // The rule "a lot is billed once" made visible in the read model: one line in force per lot and bill type.
  await sql`create unique index billing_lines_in_force on billing_bill_lines (lot_id, bill_type) where in_force`.execute(
    db,
  );
  await sql`create index billing_lines_date on billing_bill_lines (branch_id, auction_date)`.execute(db);
}

/** Farmer bills and reeler invoices with their lines, as issued; a cancelled bill stays, marked Cancelled. */
export const billsProjection: Projection = {
  name: 'billing.bills',
  eventTypes: BILL_EVENT_TYPES,
  tables: ['billing_bills', 'billing_bill_lines'],
  migrations: { '0001_create': createBillTables },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const event = billEventSchema.parse({ type: recorded.type, data: recorded.data });
      if (event.type === 'BillCancelled') {
        const d = event.data;
        await db
          .updateTable('billing_bills')
          .set({
            status: 'Cancelled',
            cancelled_at: d.cancelledAt,
            cancelled_by: d.cancelledBy,
            cancel_reason: d.reason,
            replaced_by: d.replacedBy,
          })
          .where('bill_id', '=', d.billId)
          .execute();
        await db
          .updateTable('billing_bill_lines')
          .set({ in_force: false })
          .where('bill_id', '=', d.billId)
          .execute();
        continue;
      }
      const d = event.data;
      await db
        .insertInto('billing_bills')
        .values({
          bill_id: d.billId,
          bill_type: d.billType,
          invoice_no: d.invoiceNo,
          sequence: d.sequence,
          financial_year: d.financialYear,
          branch_id: d.marketId,
          market_code: d.marketCode,
          auction_date: d.auctionDate,
          customer_id: d.customer.customerId,
          customer_code: d.customer.code,
          customer_name: d.customer.name,
          customer: JSON.stringify(d.customer),
          lot_count: d.lines.length,
          net_grams: d.totals.netGrams,
          gross_paise: d.totals.grossPaise,
          levy_paise: d.totals.levyPaise,
          net_paise: d.totals.netPaise,
          due_date: d.dueDate,
          status: 'Issued',
          replaces: d.replaces,
          replaced_by: null,
          issued_at: d.issuedAt,
          issued_by: d.issuedBy,
          cancelled_at: null,
          cancelled_by: null,
          cancel_reason: null,
        })
        .execute();
      await db
        .insertInto('billing_bill_lines')
        .values(
          d.lines.map((line) => ({
            bill_id: d.billId,
            bill_type: d.billType,
            lot_id: line.lotId,
            branch_id: d.marketId,
            auction_date: d.auctionDate,
            in_force: true,
            lot_no: line.lotNo,
            race: line.race,
            shell_ratio_bp: line.shellRatioBp,
            floor_price_paise: line.floorPricePaisePerKg,
            net_grams: line.netGrams,
            rate_paise: line.ratePaisePerKg,
            amount_paise: line.amountPaise,
            levy_paise: line.levyPaise,
            net_paise: line.netPaise,
            counterpart_id: line.counterpartId,
            counterpart_code: line.counterpartCode,
            counterpart_name: line.counterpartName,
            weight_version: line.weightVersion,
          })),
        )
        .execute();
    }
  },
};
