import { Button } from '@blueprintjs/core';
import { MESSAGES } from '@cocoon/domain';
import { ApiError } from '../../api/errors';
import type { CommandSender } from '../../api/use-command';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { useConfirm } from '../../components/feedback/use-confirm';

export interface ActivationButtonProps<Body> {
  /** Names the record in the question: "Deactivate Hosur?". */
  what: string;
  /** The record's saved isActive (1 Active, 0 inActive, 2 Pending). */
  isActive: number;
  /** The master's Update command; isActive 0 deactivates, 1 reactivates. */
  command: CommandSender<Body, { message?: string }>;
  /** The saved record with the wanted isActive: an Update carries the whole record. */
  bodyFor: (isActive: 0 | 1) => Body;
  onDone: () => void;
}

/**
 * Masters are never deleted (a customer with history stays for the auditor): they are deactivated, and can
 * be reactivated, after a confirmation. The saved record is sent, not the form's unsaved edits.
 */
export function ActivationButton<Body>(props: ActivationButtonProps<Body>) {
  const { confirm, dialog } = useConfirm();
  const deactivate = props.isActive !== 0;
  const verb = deactivate ? 'Deactivate' : 'Reactivate';

  const run = async () => {
    const ok = await confirm({
      title: MESSAGES.confirm,
      text: deactivate
        ? `Deactivate ${props.what}? It stays on record and can be reactivated later.`
        : `Reactivate ${props.what}?`,
      confirmText: verb,
      intent: deactivate ? 'danger' : 'primary',
    });
    if (!ok) return;
    try {
      const answer = await props.command.mutateAsync({
        body: props.bodyFor(deactivate ? 0 : 1),
      });
      toastSuccess(answer.message || MESSAGES.formSubmitted);
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.handled) return;
      toastError(error instanceof Error ? error.message : MESSAGES.unknownError);
    }
  };

  return (
    <>
      <Button
        text={verb}
        icon={deactivate ? 'disable' : 'confirm'}
        intent={deactivate ? 'danger' : 'success'}
        variant="outlined"
        loading={props.command.isPending}
        onClick={() => void run()}
      />
      {dialog}
    </>
  );
}
