import { FARMER_INVOICE_LIST } from '../shell/screens';
import { InvoiceList } from './InvoiceList';

/** /app/farmerinvoicelist. */
export const FarmerInvoiceList = () => <InvoiceList billType="farmer" screen={FARMER_INVOICE_LIST} />;
