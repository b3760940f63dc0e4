import { useSearch } from 'wouter';
import { idFromSearch } from '../record-id';
import { AddBranch } from './AddBranch';
import { EditBranch } from './EditBranch';

/** /app/mastermanagement/TSC/tscinput: opens a market or TSC, or edits the one in `?id=`. */
export function BranchInput() {
  const id = idFromSearch(useSearch());
  return id ? <EditBranch key={id} branchId={id} /> : <AddBranch />;
}
