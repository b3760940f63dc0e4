import { BillDayScreen } from '../../billing/BillDayScreen';
import { DayScreenButton } from '../../billing/DayScreenButton';
import { FARMER_PAYMENT_LIST, ONLINE_PAYMENT_LIST } from '../../shell/screens';
import { FarmerDues } from './FarmerDues';
import './payments.css';

/**
 * /app/farmerpayment/farmerpaymentlist: every farmer the market owes money as on a date, the longest waiting
 * first; a farmer's lots are paid in cash (with a printed receipt) or put into the date's online batch.
 */
export function FarmerPaymentList() {
  return (
    <BillDayScreen
      screen={FARMER_PAYMENT_LIST}
      actions={(filter) => (
        <DayScreenButton
          screen={ONLINE_PAYMENT_LIST}
          date={filter.date}
          icon="send-to"
          text="Online batches"
        />
      )}
    >
      {(date, picked) => <FarmerDues key={`${date}-${picked ?? ''}`} date={date} picked={picked} />}
    </BillDayScreen>
  );
}
