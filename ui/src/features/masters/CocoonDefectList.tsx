import { Button } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { PrintDocumentButton } from '../documents/PrintDocumentButton';
import { screenTrail } from '../shell/screen-trail';
import { DEFECT_INPUT, DEFECT_LIST } from '../shell/screens';
import { ActiveTag } from './ActiveTag';
import { type CocoonDefect, useCocoonDefectList, useRemoveCocoonDefect } from './cocoon-defect-api';
import { RowActions } from './RowActions';
import { editPath } from './record-id';

/** /app/cocoondefect/defectlist: the defect catalogue with add, edit, delete and a printable list. */
export function CocoonDefectList() {
  const [, navigate] = useLocation();
  const { mutateAsync: removeDefect } = useRemoveCocoonDefect();
  const { confirm, dialog } = useConfirm();

  const columns = useMemo<TableColumn<CocoonDefect>[]>(() => {
    const edit = (d: CocoonDefect) => navigate(editPath(DEFECT_INPUT.path, d.defectId));
    const del = async (d: CocoonDefect) => {
      const ok = await confirm({
        title: MESSAGES.confirmDelete,
        text: MESSAGES.cannotRevert,
        intent: 'danger',
      });
      if (!ok) return;
      try {
        await removeDefect({ body: { defectId: d.defectId } });
        toastSuccess(MESSAGES.itemDeleted);
      } catch (error) {
        if (!(error instanceof ApiError && error.handled)) toastError(errorText(error));
      }
    };
    return [
      { header: 'Defect Code', accessor: 'defectCode', sortable: true, width: 140 },
      { header: 'Defect Name', accessor: 'defectName', sortable: true, width: 320 },
      {
        header: 'Status',
        accessor: 'isActive',
        alignment: 'center',
        width: 110,
        render: (d) => <ActiveTag value={d.isActive} />,
      },
      {
        header: 'Action',
        alignment: 'center',
        accessor: 'defectId',
        width: 110,
        render: (d) => <RowActions name={d.defectCode} onEdit={() => edit(d)} onDelete={() => void del(d)} />,
      },
    ];
  }, [navigate, confirm, removeDefect]);
  const list = useCocoonDefectList(columns);

  return (
    <>
      <PageHeader
        title="Cocoon Defect"
        trail={screenTrail(DEFECT_LIST)}
        actions={
          <>
            <PrintDocumentButton kind="cocoon-defect-list" fileName="cocoon-defects.pdf" />
            <Button
              intent="primary"
              icon="add"
              text="Add Defect"
              onClick={() => navigate(DEFECT_INPUT.path)}
            />
          </>
        }
      />
      <DataTable
        label="Cocoon defects"
        columns={columns}
        {...list.tableProps}
        rowKey={(d) => d.defectId}
        onRowDoubleClick={(d) => navigate(editPath(DEFECT_INPUT.path, d.defectId))}
      />
      {dialog}
    </>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : MESSAGES.unknownError;
}
