import { Alert, type Intent } from '@blueprintjs/core';

export interface ConfirmOptions {
  /** The question, e.g. the spec's 'Are you Sure to Add'. */
  title: string;
  /** A second line, e.g. "You won't be able to revert this!". */
  text?: string;
  /** Spec section 9: confirm 'OK', cancel 'Cancel'. */
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  onClose: (confirmed: boolean) => void;
}

/** A Blueprint Alert with the spec's wording and buttons; Escape or Cancel answers "no". */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  text,
  confirmText,
  cancelText,
  intent,
}: ConfirmDialogProps) {
  return (
    <Alert
      isOpen={isOpen}
      icon={intent === 'danger' ? 'trash' : 'help'}
      intent={intent ?? 'primary'}
      confirmButtonText={confirmText ?? 'OK'}
      cancelButtonText={cancelText ?? 'Cancel'}
      canEscapeKeyCancel
      onClose={(confirmed) => onClose(confirmed)}
      className="confirm-dialog"
    >
      <p className="confirm-dialog__title">
        <strong>{title}</strong>
      </p>
      {text && <p>{text}</p>}
    </Alert>
  );
}
