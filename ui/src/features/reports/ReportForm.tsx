import { Button, Callout, Card } from '@blueprintjs/core';
import type { ParameterKind, ReportDefinition } from '@cocoon/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldErrors } from '../../api/errors';
import { DateField } from '../../components/form/DateField';
import { useMarkets } from '../auction/use-markets';
import { AccountingYearField } from './fields/AccountingYearField';
import { CustomerField } from './fields/CustomerField';
import { LotStatusField } from './fields/LotStatusField';
import { MarketField } from './fields/MarketField';
import { MonthField } from './fields/MonthField';
import { RaceField } from './fields/RaceField';
import {
  picksMarketForCustomer,
  type ReportParams,
  reportParamErrors,
  uniqueMessages,
} from './report-params';
import '../shell/screen-frame.css';

/** The ledger's calls' word for a missing market (api ledger-routes.ts, projectors' ledger reports). */
const SELECT_MARKET = 'Select a market';

/** Fields that show their own message. */
const INLINE = new Set(['from', 'to', 'date', 'month', 'accountingYear']);

export interface ReportFormProps {
  definition: ReportDefinition;
  /** The URL's parameters, or the defaults when it names none. */
  initial: ReportParams;
  today: string;
  /** Messages of the parameters shown (the check before calling, or the server's 400 field messages). */
  errors: FieldErrors;
  onSubmit: (params: ReportParams) => void;
}

/**
 * The parameters of any report, one field per parameter kind in the definition's order; nothing is asked until the
 * spec's check passes, so a missing date says 'Please Select From Date and To Date' without calling the server.
 */
export function ReportForm({ definition, initial, today, errors, onSubmit }: ReportFormProps) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const { many } = useMarkets();
  const shown = checked ?? errors;
  const set = (next: ReportParams) => {
    setDraft((d) => ({ ...d, ...next }));
    setChecked(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reportParamErrors(definition, draft);
    // A report of one market's books: whoever picks markets must pick one (the server would refuse the same).
    if (definition.oneMarket && many && !draft.marketId) found.marketId = [SELECT_MARKET];
    setChecked(found);
    if (Object.keys(found).length === 0) onSubmit(draft);
  };
  const v = (key: string) => draft[key] ?? '';
  // Dates, a month and a year show their message under the field; a picker's (farmer, reeler, market: absent
  // for a Branch Admin) shows it under the form, so no message is lost.
  const elsewhere = uniqueMessages(
    Object.fromEntries(Object.entries(shown).filter(([key]) => !INLINE.has(key))),
  );
  const fieldOf: Record<ParameterKind, () => ReactNode> = {
    market: () => (
      <MarketField
        key="market"
        value={v('marketId')}
        required={
          definition.oneMarket === true ||
          definition.parameters.includes('farmer') ||
          definition.parameters.includes('reeler')
        }
        onChange={(marketId) => set({ marketId, farmerId: '', reelerId: '' })}
      />
    ),
    dateRange: () => [
      <DateField
        key="from"
        label="From Date"
        className="screen-filters__field"
        value={v('from')}
        errors={shown.from}
        onChange={(from) => set({ from })}
      />,
      <DateField
        key="to"
        label="To Date"
        className="screen-filters__field"
        value={v('to')}
        errors={shown.to}
        onChange={(to) => set({ to })}
      />,
    ],
    date: () => (
      <DateField
        key="date"
        label="Date"
        className="screen-filters__field"
        value={v('date')}
        errors={shown.date}
        onChange={(date) => set({ date })}
      />
    ),
    month: () => (
      <MonthField
        key="month"
        value={v('month')}
        today={today}
        errors={shown.month}
        onChange={(month) => set({ month })}
      />
    ),
    accountingYear: () => (
      <AccountingYearField
        key="accountingYear"
        value={v('accountingYear')}
        today={today}
        errors={shown.accountingYear}
        onChange={(accountingYear) => set({ accountingYear })}
      />
    ),
    farmer: () => (
      <CustomerField
        key="farmer"
        kind="farmer"
        marketId={v('marketId')}
        value={v('farmerId')}
        onChange={(farmerId) => set({ farmerId })}
      />
    ),
    reeler: () => (
      <CustomerField
        key="reeler"
        kind="reeler"
        marketId={v('marketId')}
        value={v('reelerId')}
        onChange={(reelerId) => set({ reelerId })}
      />
    ),
    race: () => (
      <RaceField key="race" value={v('cocoonTypeId')} onChange={(cocoonTypeId) => set({ cocoonTypeId })} />
    ),
    lotStatus: () => (
      <LotStatusField key="status" value={v('status')} onChange={(status) => set({ status })} />
    ),
    // The drill-down's filter comes from the figure clicked; the page describes it instead of asking for it.
    lotFilter: () => null,
  };
  const fields = [
    picksMarketForCustomer(definition) ? fieldOf.market() : null,
    ...definition.parameters.map((kind) => fieldOf[kind]()),
  ];
  if (definition.parameters.every((kind) => kind === 'lotFilter')) return null;
  return (
    <Card className="screen-filters report-form" aria-label="Report parameters">
      <form className="report-form__fields" onSubmit={submit} noValidate>
        {fields}
        <Button type="submit" intent="primary" icon="search" text="Show" className="report-form__show" />
      </form>
      {elsewhere.length > 0 && (
        <Callout intent="warning" role="alert" className="report-form__messages">
          {elsewhere.join(' ')}
        </Callout>
      )}
    </Card>
  );
}
