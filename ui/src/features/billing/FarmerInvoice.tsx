import { FARMER_INVOICE } from '../shell/screens';
import { DayBills } from './DayBills';

/** /app/billprint/farmerinvoice. */
export const FarmerInvoice = () => <DayBills billType="farmer" screen={FARMER_INVOICE} />;
