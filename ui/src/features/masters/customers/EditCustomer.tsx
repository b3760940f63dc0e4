import { PageHeader } from '../../../layout/PageHeader';
import { FarmerNoticeChoice } from '../../notices/FarmerNoticeChoice';
import { screenTrail } from '../../shell/screen-trail';
import { RecordTabs } from '../history/RecordTabs';
import { RecordMissing } from '../RecordMissing';
import { useCustomer } from './customer-api';
import type { CustomerKind } from './customer-kinds';
import { EditCustomerForm } from './EditCustomerForm';
import { OtpPanel } from './OtpPanel';
import { useCustomerNames } from './use-customer-names';

interface EditCustomerProps {
  kind: CustomerKind;
  customerId: string;
  justRegistered: boolean;
}

/** A saved farmer or reeler: OTP verification while Pending, the form, and its History tab. */
export function EditCustomer({ kind, customerId, justRegistered }: EditCustomerProps) {
  const record = useCustomer(customerId);
  const customer = record.data?.data;
  const found = customer && customer.customerType === kind.type;
  const names = useCustomerNames(customer?.districtId ? String(customer.districtId) : '');
  return (
    <>
      <PageHeader title={`Edit ${kind.title}`} trail={screenTrail(kind.input)} />
      {found ? (
        <>
          {customer.isActive === 2 && (
            <OtpPanel customerId={customerId} mobileNo={customer.mobileNo} justRegistered={justRegistered} />
          )}
          <RecordTabs entity={kind.history} id={customerId} names={names}>
            <div>
              <EditCustomerForm key={customer.isActive} kind={kind} customer={customer} />
              {kind.type === 'farmer' && <FarmerNoticeChoice farmerId={customerId} />}
            </div>
          </RecordTabs>
        </>
      ) : (
        <RecordMissing loading={record.isPending} backTo={kind.list.path} what={kind.title} />
      )}
    </>
  );
}
