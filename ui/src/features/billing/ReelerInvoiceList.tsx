import { REELER_INVOICE_LIST } from '../shell/screens';
import { InvoiceList } from './InvoiceList';

/** /app/reelerinvoicelist. */
export const ReelerInvoiceList = () => <InvoiceList billType="reeler" screen={REELER_INVOICE_LIST} />;
