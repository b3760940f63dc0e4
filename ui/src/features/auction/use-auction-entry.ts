import { MESSAGES } from '@cocoon/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { Command } from '../../api/answers';
import { ApiError } from '../../api/errors';
import { useCommandKey } from '../../api/use-command-key';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';
import { type SchemaForm, useSchemaForm } from '../../components/form/use-schema-form';
import type { AuctionAnswer } from './auction-api';

export interface AuctionEntryOptions<Values extends object, Output, Answer extends AuctionAnswer> {
  schema: z.ZodType<Output>;
  initial: Values;
  command: UseMutationResult<Answer, Error, Command<Output>>;
  /** The spec's prompt; 'Are you Sure to Add' unless given. */
  confirmTitle?: string;
  onSaved: (answer: Answer) => void;
}

export interface AuctionEntry<Values extends object, Output> {
  form: SchemaForm<Values, Output>;
  submit: () => Promise<void>;
  submitting: boolean;
  /** A refusal that belongs to no field ('Slot 2 overlaps slot 1'). */
  formError?: string;
  dialog: ReactNode;
}

/**
 * The masters' entry flow (components/form/use-entry-form) for commands whose answer carries their own
 * fields (the lot number, the slot number): validate with the server's schema → 'Are you Sure to Add' →
 * send with the action's idempotency key → toast → hand the typed answer to the screen.
 */
export function useAuctionEntry<Values extends object, Output, Answer extends AuctionAnswer>(
  options: AuctionEntryOptions<Values, Output, Answer>,
): AuctionEntry<Values, Output> {
  const form = useSchemaForm(options.schema, options.initial);
  const { confirm, dialog } = useConfirm();
  const { keyFor, done } = useCommandKey();
  const [formError, setFormError] = useState<string | undefined>();
  const { command } = options;

  const submit = async () => {
    if (command.isPending) return;
    setFormError(undefined);
    const body = form.validate();
    if (body === undefined) return;
    if (!(await confirm({ title: options.confirmTitle ?? MESSAGES.confirmAdd }))) return;
    try {
      const answer = await command.mutateAsync({ body, idempotencyKey: keyFor(body) });
      done();
      toastSuccess(answer.message || MESSAGES.formSubmitted);
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
