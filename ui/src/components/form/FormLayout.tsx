import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import './form-layout.css';

export interface FormLayoutProps {
  /** Heading inside the card (the page header carries the page title). */
  title?: string;
  children: ReactNode;
  onSubmit: () => void;
  onCancel?: () => void;
  submitText?: string;
  cancelText?: string;
  /** Disables the buttons and shows the submit as busy while the command runs. */
  submitting?: boolean;
  /** A message about the whole form (not one field), shown above the buttons. */
  formError?: string;
  /** Extra buttons next to Save/Cancel. */
  extraActions?: ReactNode;
  /** A form of many sections (the customer form) may use more of a wide screen. */
  wide?: boolean;
}

/** The frame every entry screen shares: a card, fields in a responsive grid, one action bar. */
export function FormLayout(props: FormLayoutProps) {
  const { title, children, onSubmit, onCancel, submitting, formError, extraActions } = props;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Card className={props.wide ? 'form-layout form-layout--wide' : 'form-layout'} elevation={1}>
      <form noValidate onSubmit={handleSubmit}>
        {title && <h3 className="bp6-heading form-layout__title">{title}</h3>}
        <div className="form-layout__fields">{children}</div>
        {formError && (
          <Callout intent={Intent.DANGER} className="form-layout__error" role="alert">
            {formError}
          </Callout>
        )}
        <div className="form-layout__actions">
          {extraActions}
          {onCancel && (
            <Button
              text={props.cancelText ?? 'Cancel'}
              onClick={onCancel}
              disabled={submitting}
              variant="outlined"
            />
          )}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={props.submitText ?? 'Save'}
            loading={submitting}
            icon="floppy-disk"
          />
        </div>
      </form>
    </Card>
  );
}
