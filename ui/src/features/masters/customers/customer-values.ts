import {
  CUSTOMER_PROFILE_FIELDS,
  type CustomerProfile,
  type CustomerRow,
  type CustomerType,
} from '@cocoon/domain';

/**
 * The customer form's values: every field a string as the inputs hold it. One shape serves registering and
 * editing: registerCustomerSchema and updateCustomerSchema each read the fields they know and drop the rest,
 * and turn '' into null and digits into numbers themselves.
 */
export type CustomerValues = Record<keyof CustomerProfile, string> & {
  customerType: CustomerType;
  customerId: string;
  /** The market's branch id (the api's name for it). */
  branchCode: string;
  headCode: string;
  password: string;
  /** 1 Active, 0 inActive, 2 Pending: kept as it is by an edit. */
  isActive: number;
};

export function emptyCustomer(customerType: CustomerType): CustomerValues {
  const profile = Object.fromEntries(CUSTOMER_PROFILE_FIELDS.map((f) => [f, ''])) as Record<
    keyof CustomerProfile,
    string
  >;
  return {
    ...profile,
    customerType,
    customerId: '',
    branchCode: '',
    headCode: '',
    password: '',
    isActive: 2,
  };
}

/** A saved customer (Customer/get_Customer, full numbers) as form values. */
export function customerValues(row: CustomerRecord): CustomerValues {
  const values = emptyCustomer(row.customerType);
  for (const field of CUSTOMER_PROFILE_FIELDS) {
    const value = row[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return {
    ...values,
    customerId: row.customerId,
    branchCode: row.branchId,
    headCode: row.headCode,
    isActive: row.isActive,
  };
}

/** One customer as the api answers it (lists mask Aadhaar, PAN and bank account to the last 4). */
export type CustomerRecord = CustomerRow;
