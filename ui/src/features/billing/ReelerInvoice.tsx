import { REELER_INVOICE } from '../shell/screens';
import { DayBills } from './DayBills';

/** /app/billprint/reelerinvoice. */
export const ReelerInvoice = () => <DayBills billType="reeler" screen={REELER_INVOICE} />;
