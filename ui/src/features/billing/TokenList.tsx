import { formatHundredths, formatKg } from '@cocoon/domain';
import type { TableColumn } from '../../components/table/column';
import { TOKEN_LIST, TOKEN_PRINT } from '../shell/screens';
import { type InwardToken, useInwardTokens } from './billing-api';
import { figureColumn, personColumn } from './column-makers';
import { TokenListScreen } from './TokenListScreen';

const INWARD_TOKEN_COLUMNS: TableColumn<InwardToken>[] = [
  personColumn<InwardToken>('Farmer', 'farmerName', 'farmerCode', 170),
  { header: 'Race', accessor: 'race', sortable: true, width: 70 },
  figureColumn<InwardToken>('Cocoon Wt (kg)', 'cocoonWeightGrams', 95, formatKg),
  figureColumn<InwardToken>('Floor Price (Rs/kg)', 'floorPricePaisePerKg', 95, formatHundredths),
];

/** /app/billprint/tokenprint/tokenlist: the date's lots with how often their token was printed. */
export function TokenList() {
  return (
    <TokenListScreen
      kind="inward-token"
      screen={TOKEN_LIST}
      print={TOKEN_PRINT}
      printText="Token Print"
      useTokens={useInwardTokens}
      columns={INWARD_TOKEN_COLUMNS}
    />
  );
}
