import { formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { TOKEN_AUCTION, TOKEN_AUCTION_LIST } from '../shell/screens';
import { type AuctionToken, useAuctionTokens } from './billing-api';
import { figureColumn, personColumn } from './column-makers';
import { TokenListScreen } from './TokenListScreen';

const BID_SLIP_COLUMNS: TableColumn<AuctionToken>[] = [
  personColumn<AuctionToken>('Farmer', 'farmerName', 'farmerCode', 160),
  personColumn<AuctionToken>('Reeler', 'reelerName', 'reelerCode', 160),
  figureColumn<AuctionToken>('Rate (Rs/kg)', 'ratePaisePerKg', 90, formatHundredths),
  figureColumn<AuctionToken>('Net Wt (kg)', 'netGrams', 90, formatKg),
  figureColumn<AuctionToken>('Amount (Rs)', 'amountPaise', 110, formatHundredths),
];

/** /app/billprint/tokenauctionlist: the date's weighed lots and their bid slips; reprint one or print all. */
export function AuctionTokenList() {
  return (
    <TokenListScreen
      kind="auction-token"
      screen={TOKEN_AUCTION_LIST}
      print={TOKEN_AUCTION}
      printText="Token Print Auction"
      useTokens={useAuctionTokens}
      columns={BID_SLIP_COLUMNS}
    />
  );
}
