import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { displayInstant } from '@cocoon/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import type { TableColumn } from '../../components/table/column';
import { DataTable } from '../../components/table/DataTable';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { NOTICE_TEMPLATES } from '../shell/screens/notices';
import { segmentsText } from './notice-preview';
import {
  LANGUAGE_LABELS,
  type NoticeTemplateRow,
  PURPOSE_LABELS,
  useDeactivateNoticeTemplate,
  useNoticeTemplates,
} from './notices-api';
import { TemplateDialog } from './TemplateDialog';
import './notices.css';

type TemplateView = NoticeTemplateRow & {
  what: string;
  senderId: string;
  parts: string;
  values: string;
  actions: string;
};

/**
 * /app/notices/templates (issue 25 part 5): the SMS templates as registered on the DLT portal. Nothing of the
 * wording is in the code: a farmer is told only through a template in force here, and only if the message
 * matches it exactly.
 */
export function TemplateRegistry() {
  const list = useNoticeTemplates();
  const deactivate = useDeactivateNoticeTemplate();
  const [dialog, setDialog] = useState<{ editing?: NoticeTemplateRow } | undefined>();
  const { confirm, dialog: confirmDialog } = useConfirm();

  const takeOut = async (t: NoticeTemplateRow) => {
    const ok = await confirm({
      title: 'Deactivate this template?',
      text: `Farmers get no ${PURPOSE_LABELS[t.purpose].toLowerCase()} SMS in ${LANGUAGE_LABELS[t.language]} until another is registered.`,
    });
    if (!ok) return;
    try {
      toastSuccess((await deactivate.mutateAsync({ body: { templateId: t.templateId } })).message);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toastError((error as Error).message);
    }
  };

  const columns: TableColumn<TemplateView>[] = [
    { header: 'Message for', accessor: 'what', sortable: true, width: 190 },
    { header: 'DLT template id', accessor: 'dltTemplateId', width: 170 },
    { header: 'Header', accessor: 'senderId', width: 90 },
    {
      header: 'Text as registered',
      accessor: 'text',
      width: 420,
      render: (t) => (
        <span className="notice-text" lang={t.language}>
          {t.text}
        </span>
      ),
    },
    { header: 'Values (most characters)', accessor: 'values', width: 220 },
    { header: 'SMS parts at most', accessor: 'parts', width: 190 },
    {
      header: 'Status',
      accessor: 'active',
      width: 100,
      render: (t) => (
        <Tag minimal intent={t.active ? 'success' : 'none'}>
          {t.active ? 'In force' : 'Deactivated'}
        </Tag>
      ),
    },
    { header: 'Saved', accessor: 'savedAt', width: 170, render: (t) => displayInstant(t.savedAt) },
    {
      header: 'Action',
      accessor: 'actions',
      width: 200,
      alignment: 'center',
      render: (t) =>
        t.active ? (
          <>
            <Button
              size="small"
              variant="outlined"
              text="Correct"
              aria-label={`Correct template ${t.dltTemplateId}`}
              onClick={() => setDialog({ editing: t })}
            />{' '}
            <Button
              size="small"
              variant="outlined"
              intent="danger"
              text="Deactivate"
              aria-label={`Deactivate template ${t.dltTemplateId}`}
              onClick={() => void takeOut(t)}
            />
          </>
        ) : null,
    },
  ];
  const rows = useMemo<TemplateView[]>(
    () =>
      (list.data?.data ?? []).map((t) => ({
        ...t,
        what: `${PURPOSE_LABELS[t.purpose]} (${LANGUAGE_LABELS[t.language]})`,
        senderId: t.header,
        parts: segmentsText(t),
        values: t.slots.map((s) => `${s.name} (${s.maxLength})`).join(', '),
        actions: t.templateId,
      })),
    [list.data],
  );
  return (
    <>
      <PageHeader
        title={NOTICE_TEMPLATES.title}
        trail={screenTrail(NOTICE_TEMPLATES)}
        actions={
          <Button intent="primary" icon="add" text="Register template" onClick={() => setDialog({})} />
        }
      />
      <Callout intent="primary" className="notice-note">
        Copy each template from the DLT portal word for word: the operators drop a message that differs in one
        character. Tamil goes as Unicode (70 characters in one SMS, 67 per part); English as GSM (160, 153 per
        part). A value fills at most 30 characters and may not end the text.
      </Callout>
      {list.isPending || !list.data ? (
        <Spinner aria-label="Loading the templates" />
      ) : (
        <DataTable label="SMS templates" columns={columns} rows={rows} rowKey={(t) => t.templateId} />
      )}
      {dialog && (
        <TemplateDialog
          key={dialog.editing?.templateId ?? 'new'}
          editing={dialog.editing}
          isOpen
          onClose={() => setDialog(undefined)}
        />
      )}
      {confirmDialog}
    </>
  );
}
