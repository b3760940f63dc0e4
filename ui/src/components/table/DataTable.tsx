import { HTMLTable, Icon, Spinner } from '@blueprintjs/core';
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { type CSSProperties, type KeyboardEvent, useMemo, useState } from 'react';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_PAGE_SIZE, MAX_TABLE_HEIGHT_PX, type TableColumn } from './column';
import { cellAlignment, formatCellValue } from './format';
import { pageRows, showPager } from './paging';
import { nextSort, type SortState, sortRows } from './sort';
import { TablePager } from './TablePager';
import { TableSearch } from './TableSearch';
import './data-table.css';

export interface DataTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row; defaults to the row's position. */
  rowKey?: (row: Row, index: number) => string;
  /** The spec's single-click action. */
  onRowClick?: (row: Row) => void;
  /** The spec's row action (double click; Enter on a focused row). */
  onRowDoubleClick?: (row: Row) => void;
  pageSize?: number;
  loading?: boolean;
  /** For tests and screen readers: names the table. */
  label?: string;
  /**
   * The rows are already searched, sorted and paged by the caller (useListQuery, in the browser or on the
   * server): the table shows them as they are and reports sort and page clicks.
   */
  controlled?: ControlledView;
  /** Shows the search box above the table. */
  search?: { value: string; onChange: (text: string) => void; placeholder?: string };
  /** The rows shown are the previous page while the next one loads. */
  fetching?: boolean;
  /**
   * The order the table opens in, shown on its header; a click sorts as the spec says. Lists of documents open
   * newest first (`NEWEST_FIRST`), so the receipt just taken is on page 1 (issue 27).
   */
  defaultSort?: SortState;
}

export interface ControlledView {
  totalRows: number;
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  sort?: SortState;
  onSortChange: (columnId: string) => void;
}

// Sorting and paging follow the spec's own rules (pure helpers below), so the table core only models
// columns, headers and cells; that keeps the door open to server-side pages without a second component.
const features = tableFeatures({});

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, onRowClick, onRowDoubleClick, loading, label, controlled } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const [ownSort, setOwnSort] = useState<SortState | undefined>(props.defaultSort);
  const [ownPageIndex, setOwnPageIndex] = useState(0);
  const sort = controlled ? controlled.sort : ownSort;
  const pageIndex = controlled ? controlled.pageIndex : ownPageIndex;
  const setPageIndex = controlled ? controlled.onPageChange : setOwnPageIndex;

  const sorted = useMemo(() => {
    if (controlled || !sort) return rows;
    const column = columns.find((c) => c.accessor === sort.columnId);
    return column ? sortRows(rows, (row) => row[column.accessor], sort.direction) : rows;
  }, [rows, columns, sort, controlled]);
  const totalRows = controlled ? controlled.totalRows : sorted.length;
  const pager = showPager(totalRows);
  const visible = useMemo(
    () => (pager && !controlled ? pageRows(sorted, pageIndex, pageSize) : sorted),
    [pager, sorted, pageIndex, pageSize, controlled],
  );

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((c) => ({ id: c.accessor, header: c.header, accessorFn: (row: Row) => row[c.accessor] })),
    [columns],
  );
  const table = useTable({ features, columns: columnDefs, data: visible as Row[] });
  const specOf = (id: string) => columns.find((c) => c.accessor === id);

  const onSort = (columnId: string) => {
    if (controlled) return controlled.onSortChange(columnId);
    setOwnSort((current) => nextSort(current, columnId));
    setOwnPageIndex(0);
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' && onRowDoubleClick) onRowDoubleClick(row);
    else if (event.key === ' ' && onRowClick) {
      event.preventDefault();
      onRowClick(row);
    }
  };
  const interactive = Boolean(onRowClick || onRowDoubleClick);

  return (
    <div className={props.fetching ? 'data-table data-table--fetching' : 'data-table'}>
      {props.search && (
        <div className="data-table__toolbar">
          <TableSearch {...props.search} />
          {!loading && (
            <span className="data-table__count" aria-live="polite">
              {rowCount(totalRows)}
            </span>
          )}
        </div>
      )}
      <div
        className="data-table__scroll"
        style={{ maxHeight: MAX_TABLE_HEIGHT_PX }}
        aria-busy={props.fetching}
      >
        <HTMLTable compact striped interactive={interactive} aria-label={label} className="data-table__table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const spec = specOf(header.column.id);
                  if (!spec) return null;
                  const active = sort?.columnId === spec.accessor ? sort.direction : undefined;
                  return (
                    <th
                      key={header.id}
                      style={{ ...widthStyle(spec), textAlign: spec.alignment ?? 'left' }}
                      aria-sort={
                        active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                      }
                    >
                      {spec.sortable ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={() => onSort(spec.accessor)}
                        >
                          {spec.header}
                          <Icon
                            icon={
                              active === 'asc'
                                ? 'caret-up'
                                : active === 'desc'
                                  ? 'caret-down'
                                  : 'double-caret-vertical'
                            }
                            size={12}
                          />
                        </button>
                      ) : (
                        spec.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length} className="data-table__message">
                  <Spinner size={20} />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table__message">
                  No data available
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={rowKey ? rowKey(row.original, row.index) : row.id}
                  tabIndex={interactive ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row.original) : undefined}
                  onKeyDown={interactive ? (event) => onRowKey(event, row.original) : undefined}
                >
                  {row.getAllCells().map((cell) => {
                    const spec = specOf(cell.column.id);
                    if (!spec) return null;
                    const value = cell.getValue();
                    return (
                      <td key={cell.id} style={cellStyle(spec, value)}>
                        {spec.render ? spec.render(row.original) : formatCellValue(value, spec)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
      {pager && (
        <TablePager
          pageIndex={pageIndex}
          pageSize={pageSize}
          totalRows={totalRows}
          onPageChange={setPageIndex}
        />
      )}
    </div>
  );
}

const grouping = new Intl.NumberFormat('en-IN');

function rowCount(total: number): string {
  return total === 1 ? '1 row' : `${grouping.format(total)} rows`;
}

function widthStyle(column: Pick<TableColumn<unknown>, 'width'>): CSSProperties {
  const width = column.width ?? DEFAULT_COLUMN_WIDTH;
  return { width, minWidth: width };
}

function cellStyle<Row>(column: TableColumn<Row>, value: unknown): CSSProperties {
  return {
    ...widthStyle(column),
    textAlign: cellAlignment(column, value),
    background: column.background,
    color: column.colour,
    fontWeight: column.fontWeight,
  };
}
