import { useSearch } from 'wouter';
import { idFromSearch } from '../record-id';
import { AddStaff } from './AddStaff';
import { EditStaff } from './EditStaff';
import type { StaffKind } from './staff-kinds';

/** marketofficer/marketofficerinput and masuser/masuserinput: register an account, or edit `?id=`. */
export function StaffInput({ kind }: { kind: StaffKind }) {
  const id = idFromSearch(useSearch());
  return id ? <EditStaff key={id} kind={kind} staffId={id} /> : <AddStaff kind={kind} />;
}
