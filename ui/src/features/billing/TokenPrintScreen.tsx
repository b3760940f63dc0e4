import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../layout/PageHeader';
import { SelectDateNotice } from '../auction/SelectDateNotice';
import { type DayFilterState, useDayFilter } from '../auction/use-day-filter';
import type { TokenLayout } from '../documents/document-api';
import { PrintButton } from '../documents/PrintButton';
import { PrintJobStatus } from '../documents/PrintJobStatus';
import { usePrintJob } from '../documents/use-print-job';
import type { ScreenDef } from '../shell/screen';
import { screenTrail } from '../shell/screen-trail';
import { BillDayFilters } from './BillDayFilters';
import { useRefreshBilling } from './billing-api';
import { DayScreenButton } from './DayScreenButton';
import { LayoutChoice } from './LayoutChoice';
import type { PrintableToken, UseTokens } from './printable-token';
import { TokenLotSelect } from './TokenLotSelect';
import { pdfLabel, TOKEN_LABELS, type TokenKind } from './token-labels';
import '../auction/auction.css';
import './billing.css';

export interface TokenPrintScreenProps<T extends PrintableToken> {
  kind: TokenKind;
  screen: ScreenDef;
  /** The list of the date's tokens, and its button's text. */
  list: ScreenDef;
  listText: string;
  useTokens: UseTokens<T>;
  /** The token as it prints. */
  preview: (token: T) => ReactNode;
}

/** One lot's token of one kind, previewed, then printed in the layout chosen. */
export function TokenPrintScreen<T extends PrintableToken>({
  kind,
  screen,
  list,
  listText,
  useTokens,
  preview,
}: TokenPrintScreenProps<T>) {
  const labels = TOKEN_LABELS[kind];
  const [filter, setFilter] = useDayFilter();
  const [lotId, setLotId] = useState<string | undefined>();
  const [layout, setLayout] = useState<TokenLayout | undefined>(labels.layouts[0]?.value);
  const tokens = useTokens({ date: filter.date, marketId: filter.marketId });
  const job = usePrintJob(useRefreshBilling());
  const token = tokens.data?.data.find((t) => t.lotId === lotId);
  // A lot picked belongs to its date: a new date starts the pick again.
  const setDayFilter = (next: Partial<DayFilterState>) => {
    if (next.date !== undefined) setLotId(undefined);
    setFilter(next);
  };
  return (
    <div className="auction-screen billing-screen">
      <PageHeader
        title={screen.title}
        trail={screenTrail(screen)}
        actions={<DayScreenButton screen={list} date={filter.date} icon="list" text={listText} />}
      />
      <BillDayFilters filter={filter} setFilter={setDayFilter}>
        {filter.date && <TokenLotSelect lots={tokens.data?.data ?? []} value={lotId} onChange={setLotId} />}
        {layout && <LayoutChoice value={layout} choices={labels.layouts} onChange={setLayout} />}
      </BillDayFilters>
      {!filter.date && <SelectDateNotice />}
      {token && (
        <>
          <div className="billing__actions">
            <PrintButton
              job={job}
              intent="primary"
              text={token.printCount === 0 ? 'Print' : 'Print again (DUPLICATE)'}
              request={() => ({
                kind,
                marketId: token.market.marketId,
                date: filter.date,
                ids: [token.lotId],
                layout,
              })}
              fileName={`${labels.file}-${token.inwardDate}-lot-${token.lotNo}.pdf`}
            />
          </div>
          <PrintJobStatus job={job} label={pdfLabel(labels.one)} />
          {preview(token)}
        </>
      )}
    </div>
  );
}
