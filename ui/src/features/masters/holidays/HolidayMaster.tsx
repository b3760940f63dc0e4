import { Button, Callout, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { displayDate, MESSAGES, weekdayName } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { today } from '../../auction/use-day-filter';
import { screenTrail } from '../../shell/screen-trail';
import { HOLIDAYS } from '../../shell/screens';
import { HolidayDialog } from './HolidayDialog';
import { type HolidayRow, useHolidays, usePrefillHolidays } from './holidays-api';
import { RemoveHolidayDialog } from './RemoveHolidayDialog';
import './holidays.css';

/** A holiday as the table shows it: each column needs a field of its own (the table keys columns by it). */
type HolidayView = HolidayRow & { day: string; holidayId: string };

/**
 * /app/holidays (issue 25): the market's holiday master. Farmers are paid the next working day of the office:
 * not Sunday, not the weekly holiday, not a date listed here.
 */
export function HolidayMaster() {
  const thisYear = Number(today().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<HolidayRow | undefined>();
  const list = useHolidays(year);
  const prefill = usePrefillHolidays();
  const { confirm, dialog } = useConfirm();

  const addFixed = async () => {
    const ok = await confirm({
      title: `Add the fixed holidays of ${year}?`,
      text: 'Republic Day, Labour Day, Independence Day, Gandhi Jayanti and the other fixed-date public holidays. Dates already in the master stay as they are.',
    });
    if (!ok) return;
    try {
      toastSuccess((await prefill.mutateAsync({ body: { year } })).message);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) {
        toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
      }
    }
  };

  const columns = useMemo<TableColumn<HolidayView>[]>(
    () => [
      { header: 'Date', accessor: 'date', sortable: true, width: 110, render: (h) => displayDate(h.date) },
      { header: 'Day', accessor: 'day', width: 110 },
      { header: 'Holiday', accessor: 'name', sortable: true, width: 240 },
      {
        header: 'In Tamil',
        accessor: 'nameTamil',
        width: 200,
        // Marked Tamil for screen readers and for the browser's choice of font.
        render: (h) => <span lang="ta">{h.nameTamil ?? ''}</span>,
      },
      {
        header: 'Entered',
        accessor: 'source',
        width: 120,
        render: (h) => (
          <Tag minimal intent={h.source === 'prefill' ? 'primary' : 'none'}>
            {h.source === 'prefill' ? 'Fixed holiday' : 'By hand'}
          </Tag>
        ),
      },
      {
        header: 'Action',
        accessor: 'holidayId',
        alignment: 'center',
        width: 110,
        render: (h) => (
          <Button
            size="small"
            variant="outlined"
            intent="danger"
            text="Remove"
            aria-label={`Remove ${h.name}, ${displayDate(h.date)}`}
            onClick={() => setRemoving(h)}
          />
        ),
      },
    ],
    [],
  );

  const rows = useMemo<HolidayView[]>(
    () =>
      (list.data?.data ?? []).map((h) => ({
        ...h,
        day: weekdayName(h.date),
        holidayId: h.date,
      })),
    [list.data],
  );
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  return (
    <>
      <PageHeader
        title={HOLIDAYS.title}
        trail={screenTrail(HOLIDAYS)}
        actions={
          <>
            <HTMLSelect
              aria-label="Year"
              value={year}
              onChange={(e) => setYear(Number(e.currentTarget.value))}
              options={years.map((y) => ({ value: y, label: String(y) }))}
            />
            <Button
              icon="calendar"
              text={`Add fixed holidays of ${year}`}
              loading={prefill.isPending}
              onClick={() => void addFixed()}
            />
            <Button intent="primary" icon="add" text="Add Holiday" onClick={() => setAdding(true)} />
          </>
        }
      />
      <Callout intent="primary" className="holiday-note">
        Weekly holiday: <strong>{list.data?.weeklyHoliday ?? '…'}</strong> (set by the Admin in Market
        Settings). Tamil Nadu's lunar holidays (Pongal, Tamil New Year, Vinayakar Chathurthi, Deepavali,
        Ramzan, Bakrid…) are fixed each year by Government Order: enter them here by hand. "Add fixed
        holidays" adds only the fixed-date public holidays.
      </Callout>
      {list.isPending || !list.data ? (
        <Spinner aria-label="Loading the holidays" />
      ) : (
        <DataTable
          label={`Holidays of ${year}`}
          columns={columns}
          rows={rows}
          loading={list.isFetching && !list.data}
          rowKey={(h) => h.date}
        />
      )}
      <HolidayDialog
        key={adding ? `add-${year}` : 'closed'}
        isOpen={adding}
        date={year === thisYear ? today() : `${year}-01-01`}
        onClose={() => setAdding(false)}
      />
      <RemoveHolidayDialog
        key={removing?.date ?? 'none'}
        holiday={removing}
        onClose={() => setRemoving(undefined)}
      />
      {dialog}
    </>
  );
}
