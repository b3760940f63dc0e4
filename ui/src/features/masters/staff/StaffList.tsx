import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { ActiveTag } from '../ActiveTag';
import { RowActions } from '../RowActions';
import { editPath } from '../record-id';
import { type StaffMember, useStaffList } from './staff-api';
import type { StaffKind } from './staff-kinds';

/** The office a staff member works at, however high: market, else AD office, else region. */
const officeOf = (s: StaffMember) => s.branchName ?? s.adOfficeName ?? s.regionName ?? '';

/** marketofficerlist and masuserlist: the staff accounts in the user's scope. */
export function StaffList({ kind }: { kind: StaffKind }) {
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<StaffMember>[]>(() => {
    const edit = (s: StaffMember) => navigate(editPath(kind.input.path, s.staffId));
    return [
      { header: 'Username', accessor: 'userName', sortable: true, width: 130 },
      { header: 'Name', accessor: 'name', sortable: true, width: 160 },
      ...(kind.userType
        ? []
        : [{ header: 'User Type', accessor: 'userType', sortable: true, width: 115 } as const]),
      { header: 'Designation', accessor: 'designation', sortable: true, width: 150 },
      { header: 'Mobile', accessor: 'mobileNo', width: 105 },
      { header: 'Email', accessor: 'emailId', width: 170 },
      { header: 'Market Office', accessor: 'branchName', sortable: true, width: 110, render: officeOf },
      {
        header: 'Status',
        accessor: 'isActive',
        sortable: true,
        alignment: 'center',
        width: 85,
        render: (s) => <ActiveTag value={s.isActive} />,
      },
      {
        header: 'Action',
        accessor: 'staffId',
        alignment: 'center',
        width: 60,
        render: (s) => <RowActions name={s.userName} onEdit={() => edit(s)} />,
      },
    ];
  }, [kind, navigate]);
  const list = useStaffList(kind.userType, columns);
  return (
    <>
      <PageHeader
        title={kind.title}
        trail={screenTrail(kind.list)}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={`Add ${kind.title}`}
            onClick={() => navigate(kind.input.path)}
          />
        }
      />
      <DataTable
        label={`${kind.title}s`}
        columns={columns}
        {...list.tableProps}
        rowKey={(s) => s.staffId}
        onRowDoubleClick={(s) => navigate(editPath(kind.input.path, s.staffId))}
      />
    </>
  );
}
