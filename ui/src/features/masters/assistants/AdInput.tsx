import { useSearch } from 'wouter';
import { idFromSearch } from '../record-id';
import { AddAd } from './AddAd';
import { EditAd } from './EditAd';

/** /app/mastermanagement/assistantmanage/assistantinput: registers an AD, or edits the office in `?id=`. */
export function AdInput() {
  const id = idFromSearch(useSearch());
  return id ? <EditAd key={id} adOfficeId={id} /> : <AddAd />;
}
