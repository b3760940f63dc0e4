import { Button, Classes, Dialog, Icon, type Intent } from '@blueprintjs/core';
import { useRef } from 'react';
import './confirm-dialog.css';

/** Spec section 9: the modal's default labels. */
export const CONFIRM_LABELS = { confirm: 'OK', deny: 'No', cancel: 'Cancel' } as const;

export type ConfirmAnswer = 'confirm' | 'deny' | 'cancel';

export interface ConfirmOptions {
  /** The question, e.g. the spec's 'Are you Sure to Add'. */
  title: string;
  /** A second line, e.g. "You won't be able to revert this!". */
  text?: string;
  /** What exactly is being confirmed, a line each (issue 27: an irreversible step names its lot, people and money). */
  details?: ReadonlyArray<{ label: string; value: string }>;
  confirmText?: string;
  /** A third answer between yes and "never mind", e.g. approve / reject / cancel. */
  showDeny?: boolean;
  denyText?: string;
  cancelText?: string;
  /** Two answers are the whole choice (Escape still answers "cancel"). */
  noCancelButton?: boolean;
  intent?: Intent;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  onClose: (answer: ConfirmAnswer) => void;
}

/**
 * Blueprint's alert layout (its classes, so it looks and is found like an Alert) with the spec's three
 * buttons; Escape or Cancel answers "cancel".
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, onClose, title, text, details, intent, showDeny } = props;
  const confirmButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      // Keyboard-first entry: Enter answers OK, as in the SweetAlert dialogs the spec's prompts come
      // from. Focus moves there once the dialog has opened, never during the keystroke that opened it, or that
      // same Enter would answer the question unseen.
      // preventScroll: focusing must not move the page under a pointer that is about to click.
      onOpened={() => confirmButton.current?.focus({ preventScroll: true })}
      isOpen={isOpen}
      role="alertdialog"
      aria-label={title}
      className={`${Classes.ALERT} confirm-dialog`}
      canEscapeKeyClose
      canOutsideClickClose={false}
      onClose={() => onClose('cancel')}
    >
      <div className={Classes.ALERT_BODY}>
        <Icon icon={intent === 'danger' ? 'trash' : 'help'} size={40} intent={intent ?? 'primary'} />
        <div className={Classes.ALERT_CONTENTS}>
          <p className="confirm-dialog__title">
            <strong>{title}</strong>
          </p>
          {details && details.length > 0 && (
            <dl className="confirm-dialog__details">
              {details.map((d) => (
                <div key={d.label}>
                  <dt>{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {text && <p>{text}</p>}
        </div>
      </div>
      <div className={Classes.ALERT_FOOTER}>
        <Button
          ref={confirmButton}
          intent={intent ?? 'primary'}
          text={props.confirmText ?? CONFIRM_LABELS.confirm}
          onClick={() => onClose('confirm')}
        />
        {showDeny && (
          <Button
            intent="danger"
            variant="outlined"
            text={props.denyText ?? CONFIRM_LABELS.deny}
            onClick={() => onClose('deny')}
          />
        )}
        {!props.noCancelButton && (
          <Button text={props.cancelText ?? CONFIRM_LABELS.cancel} onClick={() => onClose('cancel')} />
        )}
      </div>
    </Dialog>
  );
}
