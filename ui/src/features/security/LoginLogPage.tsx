import { FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { displayInstant, LOGIN_OUTCOMES, type LoginLogRow, type LoginOutcome } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { DateField } from '../../components/form/DateField';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { LOGIN_LOG } from '../shell/screens';
import { LOGIN_LOG_PAGE_SIZE, type LoginLogFilter, useLoginLog } from './login-log-api';
import './login-log.css';

const OUTCOME_LABELS: Record<LoginOutcome, string> = {
  success: 'Logged in',
  'wrong-credentials': 'Wrong username or password',
  throttled: 'Refused: too many failures',
  challenged: 'Challenged: too many failures from this address',
};
const OUTCOME_INTENT = {
  success: 'success',
  'wrong-credentials': 'warning',
  throttled: 'danger',
  challenged: 'danger',
} as const;

/** The Admin's view of every login attempt, to notice guessing (many failures, many addresses, odd hours). */
export function LoginLogPage() {
  const [filter, setFilter] = useState<LoginLogFilter>({
    from: '',
    to: '',
    username: '',
    outcome: '',
    page: 1,
  });
  const change = (patch: Partial<LoginLogFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const log = useLoginLog(filter);
  const columns = useMemo<TableColumn<LoginLogRow>[]>(
    () => [
      { header: 'Time', accessor: 'at', width: 200, render: (r) => displayInstant(r.at, 'seconds') },
      { header: 'Username', accessor: 'username', width: 160 },
      {
        header: 'Account',
        accessor: 'accountKind',
        width: 150,
        render: (r) => (r.accountKind === 'reeler' ? 'Reeler' : (r.userType ?? 'Staff')),
      },
      {
        header: 'Result',
        accessor: 'outcome',
        width: 230,
        render: (r) => <Tag intent={OUTCOME_INTENT[r.outcome]}>{OUTCOME_LABELS[r.outcome]}</Tag>,
      },
      { header: 'Address', accessor: 'ip', width: 150 },
      { header: 'Browser', accessor: 'userAgent', width: 320 },
    ],
    [],
  );
  return (
    <>
      <PageHeader title={LOGIN_LOG.title} trail={screenTrail(LOGIN_LOG)} />
      <div className="login-log__filters">
        <DateField label="From Date" value={filter.from} onChange={(from) => change({ from })} />
        <DateField label="To Date" value={filter.to} onChange={(to) => change({ to })} />
        <FormGroup label="Username" labelFor="login-log-username">
          <InputGroup
            id="login-log-username"
            value={filter.username}
            onChange={(e) => change({ username: e.target.value })}
          />
        </FormGroup>
        <FormGroup label="Result" labelFor="login-log-outcome">
          <HTMLSelect
            id="login-log-outcome"
            value={filter.outcome}
            onChange={(e) => change({ outcome: e.target.value as LoginOutcome | '' })}
            options={[
              { value: '', label: 'All' },
              ...LOGIN_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] })),
            ]}
          />
        </FormGroup>
      </div>
      <DataTable
        label="Login attempts"
        columns={columns}
        rows={log.data?.data ?? []}
        loading={log.isPending}
        fetching={log.isFetching}
        pageSize={LOGIN_LOG_PAGE_SIZE}
        rowKey={(r) => r.id}
        controlled={{
          totalRows: log.data?.total ?? 0,
          pageIndex: filter.page - 1,
          onPageChange: (index) => setFilter((f) => ({ ...f, page: index + 1 })),
          onSortChange: () => undefined,
        }}
      />
    </>
  );
}
