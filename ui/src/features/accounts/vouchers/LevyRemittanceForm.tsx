import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { MESSAGES, remitLevyCommand, rupeesFigure } from '@cocoon/domain';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { useCommand } from '../../../api/use-command';
import { toastError, toastSuccess } from '../../../components/feedback/toaster';
import { useConfirm } from '../../../components/feedback/use-confirm';
import { DateField } from '../../../components/form/DateField';
import { today } from '../../auction/use-day-filter';
import { amountOrZero } from './voucher-draft';
import { VOUCHERS_KEY } from './vouchers-api';

type Errors = Record<string, readonly string[]>;

interface LevyRemittanceFormProps {
  marketId: string | undefined;
  heldPaise: { farmerLevy: number; reelerLevy: number };
}

/** One remittance: the date, the department's challan number or the UTR, and the levy of each kind remitted. */
export function LevyRemittanceForm({ marketId, heldPaise }: LevyRemittanceFormProps) {
  const [remittedOn, setRemittedOn] = useState(today());
  const [challanNo, setChallanNo] = useState('');
  const [farmer, setFarmer] = useState('');
  const [reeler, setReeler] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const ids = { challan: useId(), farmer: useId(), reeler: useId(), notes: useId() };
  const { confirm, dialog } = useConfirm();
  const save = useCommand(remitLevyCommand, VOUCHERS_KEY);
  const field = (name: string) => ({
    intent: errors[name] ? Intent.DANGER : Intent.NONE,
    helperText: errors[name]?.join(' '),
  });
  const submit = async () => {
    const farmerLevyPaise = amountOrZero(farmer);
    const reelerLevyPaise = amountOrZero(reeler);
    const typed: Errors = {};
    if (farmerLevyPaise === undefined) typed.farmerLevyPaise = ['Enter the amount in rupees, e.g. 1,250.50'];
    if (reelerLevyPaise === undefined) typed.reelerLevyPaise = ['Enter the amount in rupees, e.g. 1,250.50'];
    setErrors(typed);
    if (farmerLevyPaise === undefined || reelerLevyPaise === undefined) return;
    const text = `Remit Rs ${rupeesFigure(farmerLevyPaise + reelerLevyPaise)} of levy from the bank (challan / UTR ${challanNo.trim() || '-'}).`;
    if (!(await confirm({ title: MESSAGES.confirmAdd, text }))) return;
    const body = {
      ...(marketId ? { marketId } : {}),
      remittedOn,
      challanNo,
      farmerLevyPaise,
      reelerLevyPaise,
      notes,
    };
    try {
      const answer = await save.mutateAsync({ body });
      setErrors({});
      setChallanNo('');
      setFarmer('');
      setReeler('');
      setNotes('');
      toastSuccess(`${MESSAGES.formSubmitted}: ${answer.remittanceNo ?? ''}`);
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.handled) return;
      setErrors(failure.fieldErrors);
      toastError(failure.message);
    }
  };
  return (
    <div className="levy-form">
      <DateField
        label="Date"
        value={remittedOn}
        onChange={setRemittedOn}
        errors={errors.remittedOn}
        className="screen-filters__field"
      />
      <FormGroup label="Challan No / UTR" labelFor={ids.challan} {...field('challanNo')}>
        <InputGroup id={ids.challan} value={challanNo} onValueChange={setChallanNo} />
      </FormGroup>
      <FormGroup
        label="Farmer Levy (Rs)"
        labelFor={ids.farmer}
        {...field('farmerLevyPaise')}
        helperText={errors.farmerLevyPaise?.join(' ') ?? `Held: Rs ${rupeesFigure(heldPaise.farmerLevy)}`}
      >
        <InputGroup id={ids.farmer} inputMode="decimal" value={farmer} onValueChange={setFarmer} />
      </FormGroup>
      <FormGroup
        label="Reeler Levy (Rs)"
        labelFor={ids.reeler}
        {...field('reelerLevyPaise')}
        helperText={errors.reelerLevyPaise?.join(' ') ?? `Held: Rs ${rupeesFigure(heldPaise.reelerLevy)}`}
      >
        <InputGroup id={ids.reeler} inputMode="decimal" value={reeler} onValueChange={setReeler} />
      </FormGroup>
      <FormGroup label="Notes" labelFor={ids.notes} {...field('notes')}>
        <InputGroup id={ids.notes} value={notes} onValueChange={setNotes} />
      </FormGroup>
      <Button
        intent="primary"
        text="Save"
        loading={save.isPending}
        onClick={submit}
        className="levy-form__save"
      />
      {dialog}
    </div>
  );
}
