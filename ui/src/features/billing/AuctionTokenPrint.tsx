import { TOKEN_AUCTION, TOKEN_AUCTION_LIST } from '../shell/screens';
import { BidSlipView } from './BidSlipView';
import { useAuctionTokens } from './billing-api';
import { TokenPrintScreen } from './TokenPrintScreen';

/** /app/billprint/tokenauction: one weighed lot's bid slip, previewed, then printed in the layout chosen. */
export function AuctionTokenPrint() {
  return (
    <TokenPrintScreen
      kind="auction-token"
      screen={TOKEN_AUCTION}
      list={TOKEN_AUCTION_LIST}
      listText="Token Auction List"
      useTokens={useAuctionTokens}
      preview={(token) => <BidSlipView token={token} />}
    />
  );
}
