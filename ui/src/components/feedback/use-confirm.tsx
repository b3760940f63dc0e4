import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

/**
 * `await confirm({...})` answers true for OK and false for Cancel; render `dialog` once in the screen.
 * A promise keeps the submit handler a straight line: validate → confirm → send.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  // The options outlive `open` so the closing animation still shows the question, not an empty box.
  const [options, setOptions] = useState<ConfirmOptions>({ title: '' });
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | undefined>(undefined);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onClose = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = undefined;
    setOpen(false);
  }, []);

  const dialog = <ConfirmDialog isOpen={open} onClose={onClose} {...options} />;
  return { confirm, dialog };
}
