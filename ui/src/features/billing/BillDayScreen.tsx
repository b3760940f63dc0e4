import type { ReactNode } from 'react';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { type DayFilterState, useDayFilter } from '../auction/use-day-filter';
import type { ScreenDef } from '../shell/screen';
import { screenTrail } from '../shell/screen-trail';
import { BillDayFilters } from './BillDayFilters';
import '../auction/auction.css';
import './billing.css';

export interface BillDayScreenProps {
  screen: ScreenDef;
  /** The header's buttons; they may carry the date to the screen they open. */
  actions?: (filter: DayFilterState) => ReactNode;
  /** Fields of this screen alone, after the date and market. */
  filters?: ReactNode;
  /** What the screen shows for a date (and the market picked, if one is). */
  children: (date: string, picked: string | undefined) => ReactNode;
}

/** A billing screen of one date: its header, the date and market filters, and nothing until a date is set. */
export function BillDayScreen({ screen, actions, filters, children }: BillDayScreenProps) {
  const [filter, setFilter] = useDayFilter();
  return (
    <div className="auction-screen billing-screen">
      <PageHeader title={screen.title} trail={screenTrail(screen)} actions={actions?.(filter)} />
      <BillDayFilters filter={filter} setFilter={setFilter}>
        {filters}
      </BillDayFilters>
      {filter.date ? children(filter.date, filter.marketId) : <SelectDateNotice />}
    </div>
  );
}
