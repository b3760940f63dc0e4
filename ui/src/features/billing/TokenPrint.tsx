import { TOKEN_LIST, TOKEN_PRINT } from '../shell/screens';
import { useInwardTokens } from './billing-api';
import { InwardTokenView } from './InwardTokenView';
import { TokenPrintScreen } from './TokenPrintScreen';

/** /app/billprint/tokenprint: one lot's inward token, previewed, then printed. */
export function TokenPrint() {
  return (
    <TokenPrintScreen
      kind="inward-token"
      screen={TOKEN_PRINT}
      list={TOKEN_LIST}
      listText="Token List"
      useTokens={useInwardTokens}
      preview={(token) => <InwardTokenView token={token} />}
    />
  );
}
