import { z } from 'zod';

/**
 * What every list endpoint answers: `paged` false means `data` is the whole list (the screen sorts, searches and
 * pages it); true means one server page of `total` rows.
 */
export const listPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    paged: z.boolean(),
  });

export interface ListPage<Row> {
  data: Row[];
  total: number;
  page: number;
  pageSize: number;
  paged: boolean;
}
