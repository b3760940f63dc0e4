import { Button, Callout } from '@blueprintjs/core';
import {
  CUSTOMER_REGISTERED_MESSAGE,
  displayInstant,
  MESSAGES,
  verifyCustomerOtpSchema,
} from '@cocoon/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSendOtp, useVerifyOtp } from './customer-api';

interface OtpPanelProps {
  customerId: string;
  mobileNo: string;
  /** Just registered: the spec's own words say so. */
  justRegistered: boolean;
}

/**
 * Spec section 4, "A registered account awaits OTP verification": Send OTP texts a 6-digit code to the
 * customer's mobile (auth/GenerateOtp), Verify checks it (Customer/UpdateCustomerStatus) and the account
 * turns Active. The server's words are shown as they come: wrong code, expired, too many requests.
 */
export function OtpPanel({ customerId, mobileNo, justRegistered }: OtpPanelProps) {
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const form = useSchemaForm(verifyCustomerOtpSchema, { customerId, otp: '' });
  const [sent, setSent] = useState<{ message: string; expiresAt: string } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    const message = error instanceof Error ? error.message : MESSAGES.unknownError;
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      form.showServerErrors(error.fieldErrors);
    } else setProblem(message);
    toastError(message);
  };

  const onSend = async () => {
    setProblem(undefined);
    try {
      const answer = await send.mutateAsync({ body: { customerId }, params: { mobile: mobileNo } });
      setSent({ message: `${answer.message} (${answer.mobileNo})`, expiresAt: answer.expiresAt });
      toastSuccess(answer.message);
    } catch (error) {
      failed(error);
    }
  };

  const onVerify = async () => {
    setProblem(undefined);
    const body = form.validate();
    if (!body) return;
    try {
      const answer = await verify.mutateAsync({ body: { customerId, otp: body.otp } });
      toastSuccess(answer.message);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Callout
      intent="warning"
      icon="mobile-phone"
      title={justRegistered ? CUSTOMER_REGISTERED_MESSAGE : 'OTP verification pending.'}
      className="otp-panel"
      aria-label="OTP verification"
    >
      <p>
        The account becomes Active once the customer confirms the code sent to their mobile number{' '}
        <strong>{mobileNo}</strong>.
      </p>
      {sent && (
        <p role="status">
          {sent.message}. Valid until {displayInstant(sent.expiresAt).slice(11)}.
        </p>
      )}
      {problem && (
        <Callout intent="danger" role="alert" className="otp-panel__problem">
          {problem}
        </Callout>
      )}
      <form
        className="otp-panel__row"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onVerify();
        }}
      >
        <Button
          icon="send-message"
          text={sent ? 'Send OTP again' : 'Send OTP'}
          onClick={() => void onSend()}
          loading={send.isPending}
        />
        <div className="otp-panel__verify">
          <TextField
            label="OTP"
            name="otp"
            value={form.values.otp}
            onChange={(value) => form.setField('otp', value)}
            errors={form.errors.otp}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <Button type="submit" intent="primary" icon="tick" text="Verify" loading={verify.isPending} />
        </div>
      </form>
    </Callout>
  );
}
