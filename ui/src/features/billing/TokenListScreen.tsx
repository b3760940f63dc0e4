import { useState } from 'react';
import type { TableColumn } from '../../components/table/column';
import type { TokenLayout } from '../documents/document-api';
import type { ScreenDef } from '../shell/screen';
import { BillDayScreen } from './BillDayScreen';
import { DayScreenButton } from './DayScreenButton';
import { LayoutChoice } from './LayoutChoice';
import type { PrintableToken, UseTokens } from './printable-token';
import { TokenTable } from './TokenTable';
import { TOKEN_LABELS, type TokenKind } from './token-labels';

export interface TokenListScreenProps<T extends PrintableToken> {
  kind: TokenKind;
  screen: ScreenDef;
  /** The screen that prints one lot's token, and its button's text. */
  print: ScreenDef;
  printText: string;
  useTokens: UseTokens<T>;
  /** The columns of this kind of token, between the lot number and how often it was printed. */
  columns: TableColumn<T>[];
}

/** A date's tokens of one kind with how often each was printed, printed in the layout chosen. */
export function TokenListScreen<T extends PrintableToken>({
  kind,
  screen,
  print,
  printText,
  useTokens,
  columns,
}: TokenListScreenProps<T>) {
  const { layouts } = TOKEN_LABELS[kind];
  const [layout, setLayout] = useState<TokenLayout | undefined>(layouts[0]?.value);
  return (
    <BillDayScreen
      screen={screen}
      actions={(filter) => (
        <DayScreenButton screen={print} date={filter.date} icon="print" text={printText} />
      )}
      filters={layout && <LayoutChoice value={layout} choices={layouts} onChange={setLayout} />}
    >
      {(date, picked) => (
        <TokenTable
          kind={kind}
          date={date}
          picked={picked}
          useTokens={useTokens}
          columns={columns}
          layout={layout}
        />
      )}
    </BillDayScreen>
  );
}
