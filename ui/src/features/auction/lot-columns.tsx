import type { TableColumn } from '../../components/table/column';
import type { LotRow } from './auction-api';
import { cell } from './figures';
import { LotLink } from './LotLink';
import { PersonCell } from './PersonCell';
import { StatusTag } from './StatusTag';

type Column = TableColumn<LotRow>;

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
  cocoonWeight: {
    header: 'Cocoon Wt (kg)',
    accessor: 'cocoonWeightGrams',
    sortable: true,
    width: 85,
    alignment: 'right',
    render: (l) => cell.kg(l.cocoonWeightGrams),
  },
  lays: { header: 'Lays', accessor: 'lays', sortable: true, width: 55 },
  shellRatio: {
    header: 'Shell Ratio (%)',
    accessor: 'shellRatioBp',
    sortable: true,
    width: 75,
    alignment: 'right',
    render: (l) => cell.percent(l.shellRatioBp),
  },
  defect: {
    header: 'Defect (%)',
    accessor: 'defectBp',
    sortable: true,
    width: 70,
    alignment: 'right',
    render: (l) => cell.percent(l.defectBp),
  },
  cocoonsPerKg: { header: 'Cocoons/kg', accessor: 'cocoonsPerKg', sortable: true, width: 80 },
  renditta: {
    header: 'Renditta',
    accessor: 'rendittaX100',
    sortable: true,
    width: 75,
    alignment: 'right',
    render: (l) => cell.hundredths(l.rendittaX100),
  },
  floorPrice: {
    header: 'Floor Price (Rs/kg)',
    accessor: 'floorPricePaise',
    sortable: true,
    width: 85,
    alignment: 'right',
    render: (l) => cell.rupees(l.floorPricePaise),
  },
  reeler: {
    header: 'Reeler',
    accessor: 'highestReelerName',
    sortable: true,
    width: 140,
    render: (l) => <PersonCell name={l.highestReelerName} code={l.highestReelerCode} />,
  },
  highestBid: {
    header: 'Highest Bid (Rs/kg)',
    accessor: 'highestBidPaise',
    sortable: true,
    width: 90,
    alignment: 'right',
    render: (l) => cell.rupees(l.highestBidPaise),
  },
  bidCount: { header: 'Bids', accessor: 'bidCount', sortable: true, width: 55 },
  netWeight: {
    header: 'Lot Weight (kg)',
    accessor: 'netGrams',
    sortable: true,
    width: 85,
    alignment: 'right',
    render: (l) => cell.kg(l.netGrams),
  },
  amount: {
    header: 'Amount (Rs)',
    accessor: 'amountPaise',
    sortable: true,
    width: 100,
    alignment: 'right',
    render: (l) => cell.rupees(l.amountPaise),
  },
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
