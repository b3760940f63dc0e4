import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { TSC_INPUT, TSC_LIST } from '../../shell/screens';
import { ActiveTag } from '../ActiveTag';
import { RowActions } from '../RowActions';
import { editPath } from '../record-id';
import { type Branch, useBranchList } from './branch-api';
import './branches.css';

/** /app/mastermanagement/tsclist: the markets and TSCs of the user's offices. */
export function BranchList() {
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<Branch>[]>(() => {
    const edit = (b: Branch) => navigate(editPath(TSC_INPUT.path, b.branchId));
    return [
      { header: 'Code', accessor: 'branchCode', sortable: true, width: 80 },
      {
        header: 'Branch Name',
        accessor: 'branchName',
        sortable: true,
        width: 230,
        render: (b) => (
          <>
            {b.branchName}
            <div className="branch-list__tamil" lang="ta">
              {b.branchNameTa}
            </div>
          </>
        ),
      },
      {
        header: 'Kind',
        accessor: 'kind',
        sortable: true,
        width: 80,
        render: (b) => (b.kind === 'market' ? 'Market' : 'TSC'),
      },
      { header: 'AD Office', accessor: 'adOfficeName', sortable: true, width: 120 },
      { header: 'City', accessor: 'city', sortable: true, width: 120 },
      { header: 'PIN', accessor: 'pinCode', width: 80 },
      { header: 'Mobile', accessor: 'mobileNo', width: 110 },
      { header: 'Office No', accessor: 'officeNo', width: 120 },
      {
        header: 'Status',
        accessor: 'isActive',
        sortable: true,
        alignment: 'center',
        width: 90,
        render: (b) => <ActiveTag value={b.isActive} />,
      },
      {
        header: 'Action',
        accessor: 'branchId',
        alignment: 'center',
        width: 70,
        render: (b) => <RowActions name={b.branchCode} onEdit={() => edit(b)} />,
      },
    ];
  }, [navigate]);
  const list = useBranchList(columns);
  return (
    <>
      <PageHeader
        title="TSC"
        trail={screenTrail(TSC_LIST)}
        actions={
          <Button
            intent="primary"
            icon="add"
            text="Add Market or TSC"
            onClick={() => navigate(TSC_INPUT.path)}
          />
        }
      />
      <DataTable
        label="Markets and TSCs"
        columns={columns}
        {...list.tableProps}
        rowKey={(b) => b.branchId}
        onRowDoubleClick={(b) => navigate(editPath(TSC_INPUT.path, b.branchId))}
      />
    </>
  );
}
