import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type ConfirmAnswer, ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

/**
 * `await confirm({...})` answers true for OK and false otherwise; `await ask({...})` tells OK, No and
 * Cancel apart. Render `dialog` once in the screen. A promise keeps a submit handler a straight line:
 * validate → confirm → send.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  ask: (options: ConfirmOptions) => Promise<ConfirmAnswer>;
  dialog: ReactNode;
} {
  // The options outlive `open` so the closing animation still shows the question, not an empty box.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' });
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: ConfirmAnswer) => void) | undefined>(undefined);

  const ask = useCallback((next: ConfirmOptions) => {
    resolver.current?.('cancel');
    setOptions(next);
    setOpen(true);
    return new Promise<ConfirmAnswer>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const confirm = useCallback(async (next: ConfirmOptions) => (await ask(next)) === 'confirm', [ask]);

  const onClose = useCallback((answer: ConfirmAnswer) => {
    resolver.current?.(answer);
    resolver.current = undefined;
    setOpen(false);
  }, []);

  const dialog = <ConfirmDialog isOpen={open} onClose={onClose} {...options} />;
  return { confirm, ask, dialog };
}
