import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { RJD_INPUT, RJD_LIST } from '../../shell/screens';
import { ActiveTag } from '../ActiveTag';
import { RowActions } from '../RowActions';
import { editPath } from '../record-id';
import { type StaffMember, useStaffList } from '../staff/staff-api';

/** /app/mastermanagement/rjdlist: the regions and their Regional Joint Directors (Admin). */
export function RjdList() {
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<StaffMember>[]>(() => {
    const edit = (s: StaffMember) => navigate(editPath(RJD_INPUT.path, s.staffId));
    return [
      { header: 'Region Name', accessor: 'regionName', sortable: true, width: 170 },
      { header: 'Code', accessor: 'regionCode', sortable: true, width: 80 },
      { header: 'Name', accessor: 'name', sortable: true, width: 200 },
      { header: 'Username', accessor: 'userName', sortable: true, width: 140 },
      { header: 'Mobile', accessor: 'mobileNo', width: 110 },
      { header: 'Email', accessor: 'emailId', width: 190 },
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
  }, [navigate]);
  const list = useStaffList('RJD', columns);
  return (
    <>
      <PageHeader
        title="Regional Joint Director"
        trail={screenTrail(RJD_LIST)}
        actions={
          <Button intent="primary" icon="add" text="Add RJD" onClick={() => navigate(RJD_INPUT.path)} />
        }
      />
      <DataTable
        label="Regional Joint Directors"
        columns={columns}
        {...list.tableProps}
        rowKey={(s) => s.staffId}
        onRowDoubleClick={(s) => navigate(editPath(RJD_INPUT.path, s.staffId))}
      />
    </>
  );
}
