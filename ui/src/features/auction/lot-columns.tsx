import type { TableColumn } from '../../components/table/column';
import type { LotRow } from './auction-api';
import { cell } from './figures';
import { LotLink } from './LotLink';
import { PersonCell } from './PersonCell';
import { StatusTag } from './StatusTag';

type Column = TableColumn<LotRow>;
type NumberField = { [K in keyof LotRow]: LotRow[K] extends number | null ? K : never }[keyof LotRow];

/** A figure: right-aligned, sortable, formatted with its unit's formatter. */
const figure = <K extends NumberField>(
  header: string,
  accessor: K,
  width: number,
  format: (value: LotRow[K]) => string,
): Column => ({
  header,
  accessor,
  sortable: true,
  width,
  alignment: 'right',
  render: (l) => format(l[accessor]),
});

/**
 * The lot columns the auction lists share. Units are in the headers and the cells hold the numbers
 * (right-aligned, en-IN grouping); the lot number opens the lot's history.
 */
export const LOT_COLUMNS = {
  lotNo: {
    header: 'Lot No',
    accessor: 'lotNo',
    sortable: true,
    width: 60,
    alignment: 'right',
    render: (l) => <LotLink lotId={l.lotId} lotNo={l.lotNo} />,
  },
  farmer: {
    header: 'Farmer',
    accessor: 'farmerName',
    sortable: true,
    width: 150,
    render: (l) => <PersonCell name={l.farmerName} code={l.farmerCode} />,
  },
  silk: { header: 'Silk Type', accessor: 'silkName', sortable: true, width: 65 },
  cocoonWeight: figure('Cocoon Wt (kg)', 'cocoonWeightGrams', 85, cell.kg),
  lays: { header: 'Lays', accessor: 'lays', sortable: true, width: 55 },
  shellRatio: figure('Shell Ratio (%)', 'shellRatioBp', 75, cell.percent),
  defect: figure('Defect (%)', 'defectBp', 70, cell.percent),
  cocoonsPerKg: { header: 'Cocoons/kg', accessor: 'cocoonsPerKg', sortable: true, width: 80 },
  renditta: figure('Renditta', 'rendittaX100', 75, cell.hundredths),
  floorPrice: figure('Floor Price (Rs/kg)', 'floorPricePaise', 85, cell.rupees),
  reeler: {
    header: 'Reeler',
    accessor: 'highestReelerName',
    sortable: true,
    width: 140,
    render: (l) => <PersonCell name={l.highestReelerName} code={l.highestReelerCode} />,
  },
  highestBid: figure('Highest Bid (Rs/kg)', 'highestBidPaise', 90, cell.rupees),
  bidCount: { header: 'Bids', accessor: 'bidCount', sortable: true, width: 55 },
  netWeight: figure('Lot Weight (kg)', 'netGrams', 85, cell.kg),
  amount: figure('Amount (Rs)', 'amountPaise', 100, cell.rupees),
  market: { header: 'Market', accessor: 'marketName', sortable: true, width: 100 },
  status: {
    header: 'Status',
    accessor: 'status',
    sortable: true,
    width: 125,
    alignment: 'center',
    render: (l) => <StatusTag status={l.status} />,
  },
} satisfies Record<string, Column>;

/** The market column only matters when the rows come from more than one market (an AD's day). */
export function withMarket<Row extends LotRow>(
  columns: TableColumn<Row>[],
  rows: readonly Row[] | undefined,
): TableColumn<Row>[] {
  const markets = new Set((rows ?? []).map((l) => l.marketId));
  const market: TableColumn<Row> = LOT_COLUMNS.market;
  return markets.size > 1 ? [market, ...columns] : columns;
}
