import type { BillDay } from './billing-api';

/** What every token row has: its lot, its market, and how often it was printed. */
export interface PrintableToken {
  lotId: string;
  lotNo: number;
  inwardDate: string;
  farmerName: string;
  farmerCode: string;
  printCount: number;
  market: { marketId: string };
}

/** The read of a date's tokens of one kind (useInwardTokens, useAuctionTokens). */
export type UseTokens<T extends PrintableToken> = (day: BillDay) => {
  data?: { data: T[] };
  isPending: boolean;
};
