import { Classes, Dialog } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CommandSender } from '../../api/use-command';
import { bindField } from './bind-field';
import { FormLayout } from './FormLayout';
import { TextField } from './TextField';
import { useEntryForm } from './use-entry-form';

export interface ReasonDialogProps<Values extends { reason: string }, Output, Answer> {
  isOpen: boolean;
  title: string;
  /** What the action does, in a sentence or two above the reason. */
  explanation: ReactNode;
  /** The command's schema (it checks the reason) and its other fields, already filled. */
  schema: z.ZodType<Output>;
  initial: Values;
  command: CommandSender<Output, Answer>;
  submitText: string;
  placeholder: string;
  successMessage: (answer: Answer) => string;
  onClose: () => void;
}

/**
 * Nothing here is deleted or undone silently: a reversal, a removal or a refusal names its reason, which the
 * record keeps. One dialog for all of them — the explanation, the reason, confirm, send the command once.
 * Key it by the record it acts on, so its values start from that record.
 */
export function ReasonDialog<Values extends { reason: string }, Output, Answer>(
  props: ReasonDialogProps<Values, Output, Answer>,
) {
  const entry = useEntryForm({
    schema: props.schema,
    initial: props.initial,
    command: props.command,
    confirmTitle: MESSAGES.confirm,
    successMessage: props.successMessage,
    onSaved: props.onClose,
  });
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title={props.title}>
      <div className={Classes.DIALOG_BODY}>
        <p>{props.explanation}</p>
        <FormLayout
          onSubmit={() => void entry.submit()}
          onCancel={props.onClose}
          submitting={entry.submitting}
          formError={entry.formError}
          submitText={props.submitText}
        >
          <TextField
            label="Reason"
            {...bindField(entry.form, 'reason')}
            required
            maxLength={200}
            placeholder={props.placeholder}
          />
        </FormLayout>
      </div>
      {entry.dialog}
    </Dialog>
  );
}
