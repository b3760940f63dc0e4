import { Callout, FormGroup, HTMLSelect, Spinner, Tag } from '@blueprintjs/core';
import { displayInstant } from '@cocoon/domain';
import { useId, useMemo, useState } from 'react';
import { useSession } from '../../auth/use-session';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { useMarkets } from '../auction/use-markets';
import { screenTrail } from '../shell/screen-trail';
import { NOTICE_OUTBOX } from '../shell/screens/notices';
import { segmentsText } from './notice-preview';
import { LANGUAGE_LABELS, type NoticeMessageRow, PURPOSE_LABELS, useNoticeOutbox } from './notices-api';
import './notices.css';

type MessageView = NoticeMessageRow & { farmer: string; what: string; parts: string; report: string };

const STATUS_INTENT = {
  sent: 'success',
  queued: 'primary',
  blocked: 'danger',
  failed: 'danger',
  'opted-out': 'none',
} as const;

/**
 * /app/notices/outbox (issue 25 part 5): every farmer notice of the market, what it said, in which language and
 * how many SMS parts, whether it went (or why not) and the gateway's delivery report. With the development
 * sender this is where the messages stay: nothing leaves the machine.
 */
export function NoticeOutbox() {
  const pickerId = useId();
  // A Branch Admin reads the own market's outbox; the Admin picks a market.
  const ownMarket = useSession()?.userType === 'Branch Admin';
  const { markets } = useMarkets();
  const [picked, setPicked] = useState<string | undefined>();
  const marketId = ownMarket ? undefined : (picked ?? markets[0]?.branchId);
  const outbox = useNoticeOutbox(marketId, ownMarket || marketId !== undefined);

  const columns = useMemo<TableColumn<MessageView>[]>(
    () => [
      {
        header: 'When',
        accessor: 'createdAt',
        sortable: true,
        width: 150,
        render: (m) => displayInstant(m.createdAt),
      },
      { header: 'Farmer', accessor: 'farmer', sortable: true, width: 180 },
      { header: 'Mobile', accessor: 'mobileMasked', width: 120 },
      { header: 'Message for', accessor: 'what', sortable: true, width: 170 },
      {
        header: 'Text',
        accessor: 'text',
        width: 420,
        render: (m) => (
          <span className="notice-text" lang={m.language ?? 'en'}>
            {m.text ?? '—'}
          </span>
        ),
      },
      { header: 'SMS parts', accessor: 'parts', width: 170 },
      {
        header: 'Status',
        accessor: 'status',
        sortable: true,
        width: 110,
        render: (m) => (
          <Tag minimal intent={STATUS_INTENT[m.status]}>
            {m.status}
          </Tag>
        ),
      },
      { header: 'Why not sent', accessor: 'reason', width: 220 },
      { header: 'Delivery report', accessor: 'report', width: 170 },
    ],
    [],
  );
  const rows = useMemo<MessageView[]>(
    () =>
      (outbox.data?.data ?? []).map((m) => ({
        ...m,
        farmer: [m.farmerCode, m.farmerName].filter(Boolean).join(' '),
        what: `${PURPOSE_LABELS[m.purpose]}${m.language ? ` (${LANGUAGE_LABELS[m.language]})` : ''}`,
        parts: m.text ? segmentsText(m) : '—',
        report: m.delivery ? `${m.delivery.status}, ${displayInstant(m.delivery.reportedAt)}` : '—',
      })),
    [outbox.data],
  );
  return (
    <>
      <PageHeader
        title={NOTICE_OUTBOX.title}
        trail={screenTrail(NOTICE_OUTBOX)}
        actions={
          ownMarket ? undefined : (
            <FormGroup label="Market" labelFor={pickerId} inline>
              <HTMLSelect
                id={pickerId}
                value={marketId ?? ''}
                onChange={(e) => setPicked(e.currentTarget.value)}
                options={markets.map((m) => ({
                  value: m.branchId,
                  label: `${m.branchName} (${m.branchCode})`,
                }))}
              />
            </FormGroup>
          )
        }
      />
      <Callout intent="primary" className="notice-note">
        Farmers of this market are written to in{' '}
        <strong>{outbox.data ? LANGUAGE_LABELS[outbox.data.language] : '…'}</strong> unless they chose
        otherwise. A message goes only through a template in force that it matches exactly; mobile numbers
        show only their first and last two digits.
      </Callout>
      {outbox.isPending || !outbox.data ? (
        <Spinner aria-label="Loading the outbox" />
      ) : (
        <DataTable label="SMS outbox" columns={columns} rows={rows} rowKey={(m) => m.messageId} />
      )}
    </>
  );
}
