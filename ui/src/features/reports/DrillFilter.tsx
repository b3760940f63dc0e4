import { Tag } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useMarkets } from '../auction/use-markets';
import type { ReportParams } from './report-params';

const STATUS: Record<string, string> = {
  sold: 'sold',
  unsold: 'unsold',
  rejected: 'rejected',
  unpaid: 'sold, farmer not paid',
};
const rupees = (paise: string) => (Number(paise) / 100).toFixed(2);

/** What the lots on screen are: the figure's filter, in words (the drill-down asks for nothing itself). */
export function DrillFilter({ params }: { params: ReportParams }) {
  const { markets } = useMarkets();
  const market = markets.find((m) => m.branchId === params.marketId);
  const parts: string[] = [];
  if (params.marketId) parts.push(`Market ${market?.branchName ?? params.marketId}`);
  if (params.from && params.to && params.from === params.to) parts.push(`On ${displayDate(params.from)}`);
  else {
    if (params.from) parts.push(`From ${displayDate(params.from)}`);
    if (params.to) parts.push(`To ${displayDate(params.to)}`);
  }
  if (params.status && params.status !== 'all') parts.push(`Lots ${STATUS[params.status] ?? params.status}`);
  if (params.minRatePaise) parts.push(`Rate from Rs ${rupees(params.minRatePaise)} / kg`);
  if (params.maxRatePaise) parts.push(`Rate up to Rs ${rupees(params.maxRatePaise)} / kg`);
  for (const key of ['farmerId', 'reelerId', 'cocoonTypeId', 'tscId', 'adOfficeId', 'regionId'])
    if (params[key]) parts.push(`One ${key.replace(/Id$/, '').replace('cocoonType', 'race')}`);
  return (
    <p className="report-drill">
      {parts.length === 0 ? (
        <Tag minimal>All lots in your scope</Tag>
      ) : (
        parts.map((p) => (
          <Tag key={p} minimal className="report-drill__tag">
            {p}
          </Tag>
        ))
      )}
    </p>
  );
}
