import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { AD_INPUT, AD_LIST } from '../../shell/screens';
import { ActiveTag } from '../ActiveTag';
import { RowActions } from '../RowActions';
import { editPath } from '../record-id';
import { type AdOffice, useAdList } from './ad-api';

/** /app/mastermanagement/assistantlist: the AD offices of the user's region (all, for Admin). */
export function AdList() {
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<AdOffice>[]>(() => {
    const edit = (o: AdOffice) => navigate(editPath(AD_INPUT.path, o.adOfficeId));
    return [
      { header: 'AD Code', accessor: 'adCode', sortable: true, width: 90 },
      { header: 'AD Office', accessor: 'adOfficeName', sortable: true, width: 150 },
      { header: 'Region', accessor: 'regionName', sortable: true, width: 150 },
      { header: 'Assistant Director', accessor: 'name', sortable: true, width: 180 },
      { header: 'Username', accessor: 'userName', width: 140 },
      { header: 'Mobile', accessor: 'mobileNo', width: 110 },
      { header: 'Email', accessor: 'emailId', width: 180 },
      {
        header: 'Status',
        accessor: 'isActive',
        sortable: true,
        alignment: 'center',
        width: 85,
        render: (o) => <ActiveTag value={o.isActive} />,
      },
      {
        header: 'Action',
        accessor: 'adOfficeId',
        alignment: 'center',
        width: 60,
        render: (o) => <RowActions name={o.adCode} onEdit={() => edit(o)} />,
      },
    ];
  }, [navigate]);
  const list = useAdList(columns);
  return (
    <>
      <PageHeader
        title="Assistant Director"
        trail={screenTrail(AD_LIST)}
        actions={
          <Button
            intent="primary"
            icon="add"
            text="Add Assistant Director"
            onClick={() => navigate(AD_INPUT.path)}
          />
        }
      />
      <DataTable
        label="Assistant Directors"
        columns={columns}
        {...list.tableProps}
        rowKey={(o) => o.adOfficeId}
        onRowDoubleClick={(o) => navigate(editPath(AD_INPUT.path, o.adOfficeId))}
      />
    </>
  );
}
