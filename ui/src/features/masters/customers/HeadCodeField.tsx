import { Button } from '@blueprintjs/core';
import { ApiError } from '../../../api/errors';
import { toastError } from '../../../components/feedback/toaster';
import { bindField } from '../../../components/form/bind-field';
import { TextField } from '../../../components/form/TextField';
import { useAllocateHeadCode } from './customer-api';
import type { CustomerSectionProps } from './section-props';

/**
 * The head code (the customer's ledger account, unique per market and never reused). A new customer gets
 * the market's next one from dataManager/getHeadCode, here or at registration when left blank.
 */
export function HeadCodeField({ form, kind, adding }: CustomerSectionProps) {
  const allocate = useAllocateHeadCode();
  const market = form.values.branchCode;
  const onAllocate = async () => {
    try {
      const answer = await allocate.mutateAsync({
        body: { branchCode: market },
        params: { type: kind.type },
      });
      form.setField('headCode', answer.headCode);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) toastError((error as Error).message);
    }
  };
  return (
    <TextField
      label="Head Code"
      {...bindField(form, 'headCode')}
      readOnly
      placeholder={adding ? 'Allocated on saving' : undefined}
      helper={adding ? 'The next code of the market; Allocate shows it now.' : undefined}
      rightElement={
        adding ? (
          <Button
            variant="minimal"
            icon="numerical"
            text="Allocate"
            disabled={!market || form.values.headCode !== ''}
            loading={allocate.isPending}
            onClick={() => void onAllocate()}
          />
        ) : undefined
      }
    />
  );
}
