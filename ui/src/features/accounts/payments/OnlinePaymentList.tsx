import { BillDayScreen } from '../../billing/BillDayScreen';
import { ONLINE_PAYMENT_LIST } from '../../shell/screens';
import { PaymentBatches } from './PaymentBatches';
import './payments.css';

/**
 * /app/OnlinePayment/Paymentlist: the online batches of a date; export the bank file, then record what the
 * bank answered per row (or import its response file). A failed row's lots are due again.
 */
export function OnlinePaymentList() {
  return (
    <BillDayScreen screen={ONLINE_PAYMENT_LIST}>
      {(date, picked) => <PaymentBatches date={date} picked={picked} />}
    </BillDayScreen>
  );
}
