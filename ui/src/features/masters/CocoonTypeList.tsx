import { Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { COCOON_TYPE_INPUT, COCOON_TYPE_LIST } from '../shell/screens';
import { ActiveTag } from './ActiveTag';
import { type CocoonType, useCocoonTypeList } from './cocoon-type-api';
import { RowActions } from './RowActions';
import { editPath } from './record-id';

/** /app/mastermanagement/cocoontype: cocoon types (races) with add and edit; the API offers no delete. */
export function CocoonTypeList() {
  const [, navigate] = useLocation();
  const columns = useMemo<TableColumn<CocoonType>[]>(
    () => [
      { header: 'Cocoon Name', accessor: 'name', sortable: true, width: 260 },
      { header: 'Short Name', accessor: 'shortName', sortable: true, width: 140 },
      {
        header: 'Status',
        accessor: 'isActive',
        alignment: 'center',
        sortable: true,
        width: 110,
        render: (t) => <ActiveTag value={t.isActive} />,
      },
      {
        header: 'Action',
        alignment: 'center',
        accessor: 'cocoonId',
        width: 80,
        render: (t) => (
          <RowActions name={t.name} onEdit={() => navigate(editPath(COCOON_TYPE_INPUT.path, t.cocoonId))} />
        ),
      },
    ],
    [navigate],
  );
  const list = useCocoonTypeList(columns);
  return (
    <>
      <PageHeader
        title="Cocoon Type"
        trail={screenTrail(COCOON_TYPE_LIST)}
        actions={
          <Button
            intent="primary"
            icon="add"
            text="Add Cocoon Type"
            onClick={() => navigate(COCOON_TYPE_INPUT.path)}
          />
        }
      />
      <DataTable
        label="Cocoon types"
        columns={columns}
        {...list.tableProps}
        rowKey={(t) => t.cocoonId}
        onRowDoubleClick={(t) => navigate(editPath(COCOON_TYPE_INPUT.path, t.cocoonId))}
      />
    </>
  );
}
