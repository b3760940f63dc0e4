import { MESSAGES } from '@cocoon/domain';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { CommandAnswer } from '../../api/answers';
import { ApiError } from '../../api/errors';
import type { CommandSender } from '../../api/use-command';
import { toastError, toastSuccess } from '../feedback/toaster';
import { useConfirm } from '../feedback/use-confirm';
import { type SchemaForm, useSchemaForm } from './use-schema-form';

export interface EntryFormOptions<Values extends object, Output, Answer = CommandAnswer> {
  /** The schema the server validates the command with. */
  schema: z.ZodType<Output>;
  initial: Values;
  /** Its answer: a masters' save, or a command answering its own fields (a lot number, a slot number). */
  command: CommandSender<Output, Answer>;
  /** Spec: 'Are you Sure to Add' before saving. */
  confirmTitle?: string;
  onSaved: (answer: Answer) => void;
  /** The toast after saving; 'Form Submitted Successfully' unless given (a registration says its own). */
  successMessage?: (answer: Answer) => string;
}

export interface EntryForm<Values extends object, Output> {
  form: SchemaForm<Values, Output>;
  submit: () => Promise<void>;
  submitting: boolean;
  /** A failure that belongs to no field (a duplicate code, a missing record). */
  formError?: string;
  /** The confirmation dialog; render it once in the screen. */
  dialog: ReactNode;
}

/**
 * The entry screens' one flow: validate in the browser with the server's schema → confirm → send the
 * command (useCommand keeps the action's idempotency key) → toast 'Form Submitted Successfully'. The server's 400 field
 * messages land under the same fields as the browser's.
 */
export function useEntryForm<Values extends object, Output, Answer = CommandAnswer>(
  options: EntryFormOptions<Values, Output, Answer>,
): EntryForm<Values, Output> {
  const form = useSchemaForm(options.schema, options.initial);
  const { confirm, dialog } = useConfirm();
  const [formError, setFormError] = useState<string | undefined>();
  const { command } = options;

  const submit = async () => {
    if (command.isPending) return;
    setFormError(undefined);
    const body = form.validate();
    if (body === undefined) return;
    if (!(await confirm({ title: options.confirmTitle ?? MESSAGES.confirmAdd }))) return;
    try {
      // The command hook keeps one key for this submit across retries (useCommand).
      const answer = await command.mutateAsync({ body });
      toastSuccess(options.successMessage?.(answer) ?? MESSAGES.formSubmitted);
      options.onSaved(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toastError(MESSAGES.unknownError);
        return;
      }
      if (error.handled) return;
      if (Object.keys(error.fieldErrors).length > 0) form.showServerErrors(error.fieldErrors);
      else setFormError(error.message);
      toastError(error.message);
    }
  };

  return { form, submit, submitting: command.isPending, formError, dialog };
}
