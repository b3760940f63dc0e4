import { useSearch } from 'wouter';
import { idFromSearch } from '../record-id';
import { AddCustomer } from './AddCustomer';
import type { CustomerKind } from './customer-kinds';
import { EditCustomer } from './EditCustomer';

/** farmermanage/farmerinput and reelermanage/reelerinput: register a customer, or edit the one in `?id=`. */
export function CustomerInput({ kind }: { kind: CustomerKind }) {
  const search = useSearch();
  const id = idFromSearch(search);
  if (!id) return <AddCustomer kind={kind} />;
  const justRegistered = new URLSearchParams(search).get('registered') === '1';
  return <EditCustomer key={id} kind={kind} customerId={id} justRegistered={justRegistered} />;
}
