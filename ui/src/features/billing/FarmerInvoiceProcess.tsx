import { FARMER_INVOICE_PROCESS } from '../shell/screens';
import { InvoiceProcess } from './InvoiceProcess';

/** /app/billprint/farmerinvoiceprocess. */
export const FarmerInvoiceProcess = () => (
  <InvoiceProcess billType="farmer" screen={FARMER_INVOICE_PROCESS} />
);
