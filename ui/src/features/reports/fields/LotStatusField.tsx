import { LOT_STATUS_FILTERS, type LotStatusFilter } from '@cocoon/domain';
import { ParamSelect } from './ParamSelect';

const LABEL: Record<LotStatusFilter, string> = {
  all: 'All lots',
  sold: 'Sold (weighed)',
  unsold: 'Unsold',
  rejected: 'Rejected',
  unpaid: 'Sold, farmer not paid',
};

/** Which lots: sold, unsold (no bid or not approved), rejected, or sold but not yet paid to the farmer. */
export function LotStatusField({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return (
    <ParamSelect
      label="Lot Status"
      value={value || 'all'}
      onChange={(status) => onChange(status === 'all' ? '' : status)}
      options={LOT_STATUS_FILTERS.map((s) => ({ value: s, label: LABEL[s] }))}
    />
  );
}
