import { REELER_INVOICE_PROCESS } from '../shell/screens';
import { InvoiceProcess } from './InvoiceProcess';

/** /app/billprint/reelerinvoiceprocess. */
export const ReelerInvoiceProcess = () => (
  <InvoiceProcess billType="reeler" screen={REELER_INVOICE_PROCESS} />
);
