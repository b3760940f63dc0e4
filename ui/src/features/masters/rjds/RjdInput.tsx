import { useSearch } from 'wouter';
import { idFromSearch } from '../record-id';
import { AddRjd } from './AddRjd';
import { EditRjd } from './EditRjd';

/** /app/mastermanagement/rjd/rjdinput: registers an RJD, or edits the one (staff id) in `?id=`. */
export function RjdInput() {
  const id = idFromSearch(useSearch());
  return id ? <EditRjd key={id} staffId={id} /> : <AddRjd />;
}
