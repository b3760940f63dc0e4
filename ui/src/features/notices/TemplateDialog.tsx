import {
  Button,
  Callout,
  Classes,
  Dialog,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  DLT_VARIABLE_MAX,
  NOTICE_LANGUAGES,
  NOTICE_PURPOSES,
  NOTICE_VARIABLES,
  type NoticeLanguage,
  type NoticePurpose,
  type SaveNoticeTemplateInput,
} from '@cocoon/domain';
import { useId, useMemo, useState } from 'react';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../components/feedback/toaster';
import { previewNotice, segmentsText } from './notice-preview';
import {
  LANGUAGE_LABELS,
  type NoticeTemplateRow,
  PURPOSE_LABELS,
  useSaveNoticeTemplate,
  useUpdateNoticeTemplate,
} from './notices-api';

export interface TemplateDialogProps {
  /** The template to correct; absent: register a new one. */
  editing: NoticeTemplateRow | undefined;
  isOpen: boolean;
  onClose: () => void;
}

interface Slot {
  name: string;
  maxLength: number;
}

/**
 * Registers (or corrects) a template exactly as the DLT portal holds it: id, header, language, the text with its
 * `{#var#}`, and which value fills each, with a live preview and its SMS parts.
 */
export function TemplateDialog({ editing, isOpen, onClose }: TemplateDialogProps) {
  const ids = {
    purpose: useId(),
    language: useId(),
    dlt: useId(),
    header: useId(),
    gateway: useId(),
    text: useId(),
  };
  const [purpose, setPurpose] = useState<NoticePurpose>(editing?.purpose ?? 'lot-sold');
  const [language, setLanguage] = useState<NoticeLanguage>(editing?.language ?? 'ta');
  const [dltTemplateId, setDlt] = useState(editing?.dltTemplateId ?? '');
  const [header, setHeader] = useState(editing?.header ?? '');
  const [gatewayTemplateId, setGateway] = useState(editing?.gatewayTemplateId ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [slots, setSlots] = useState<Slot[]>(editing?.slots ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveNoticeTemplate();
  const update = useUpdateNoticeTemplate();
  const preview = useMemo(() => previewNotice(purpose, text, slots), [purpose, text, slots]);
  const offered: readonly string[] = NOTICE_VARIABLES[purpose];
  const pending = save.isPending || update.isPending;

  const setSlot = (index: number, change: Partial<Slot>) =>
    setSlots(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));
  const submit = async () => {
    const body = {
      purpose,
      language,
      dltTemplateId,
      header,
      gatewayTemplateId: gatewayTemplateId.trim() || null,
      text,
      slots,
    };
    try {
      const answer = editing
        ? await update.mutateAsync({ body: { ...body, templateId: editing.templateId } })
        : await save.mutateAsync({ body });
      toastSuccess(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        if (!error.handled) toastError(error.message);
      } else toastError(error instanceof Error ? error.message : 'Something went wrong');
    }
  };
  const fieldError = (field: keyof SaveNoticeTemplateInput) => {
    const messages = errors[field];
    return messages?.length ? { helperText: messages.join(' '), intent: 'danger' as const } : {};
  };
  const slotErrors = Object.entries(errors)
    .filter(([field]) => field.startsWith('slots'))
    .flatMap(([, messages]) => messages);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? 'Correct an SMS template' : 'Register an SMS template'}
      className="notice-dialog"
    >
      <form
        className={Classes.DIALOG_BODY}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="notice-dialog__row">
          <FormGroup label="Message for" labelFor={ids.purpose}>
            <HTMLSelect
              id={ids.purpose}
              value={purpose}
              onChange={(e) => setPurpose(e.currentTarget.value as NoticePurpose)}
              options={NOTICE_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS[p] }))}
            />
          </FormGroup>
          <FormGroup label="Language" labelFor={ids.language}>
            <HTMLSelect
              id={ids.language}
              value={language}
              onChange={(e) => setLanguage(e.currentTarget.value as NoticeLanguage)}
              options={NOTICE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
            />
          </FormGroup>
          <FormGroup label="Header (sender id)" labelFor={ids.header} {...fieldError('header')}>
            <InputGroup
              id={ids.header}
              value={header}
              maxLength={6}
              onValueChange={setHeader}
              placeholder="TNSERI"
            />
          </FormGroup>
        </div>
        <div className="notice-dialog__row">
          <FormGroup label="DLT template id" labelFor={ids.dlt} {...fieldError('dltTemplateId')}>
            <InputGroup id={ids.dlt} value={dltTemplateId} maxLength={25} onValueChange={setDlt} />
          </FormGroup>
          <FormGroup
            label="Gateway template id (optional)"
            labelFor={ids.gateway}
            {...fieldError('gatewayTemplateId')}
          >
            <InputGroup
              id={ids.gateway}
              value={gatewayTemplateId}
              maxLength={64}
              onValueChange={setGateway}
            />
          </FormGroup>
        </div>
        <FormGroup
          label="Text exactly as registered ({#var#} for each value)"
          labelFor={ids.text}
          {...fieldError('text')}
        >
          <TextArea
            id={ids.text}
            lang={language}
            value={text}
            fill
            rows={4}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </FormGroup>
        <fieldset className="notice-dialog__slots">
          <legend>Values, in the order of the {'{#var#}'} in the text</legend>
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position in the text
            <div className="notice-dialog__slot" key={index}>
              <HTMLSelect
                aria-label={`Value ${index + 1}`}
                value={slot.name}
                onChange={(e) => setSlot(index, { name: e.currentTarget.value })}
                options={offered.map((name) => ({ value: name, label: name }))}
              />
              <InputGroup
                aria-label={`Most characters of value ${index + 1}`}
                type="number"
                min={1}
                max={DLT_VARIABLE_MAX}
                value={String(slot.maxLength)}
                onValueChange={(value) => setSlot(index, { maxLength: Number(value) })}
              />
              <Button
                icon="cross"
                variant="minimal"
                aria-label={`Remove value ${index + 1}`}
                onClick={() => setSlots(slots.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          <Button
            icon="add"
            text="Add a value"
            variant="outlined"
            onClick={() => setSlots([...slots, { name: offered[0]!, maxLength: 10 }])}
          />
          {slotErrors.length > 0 && <p className="notice-dialog__error">{slotErrors.join(' ')}</p>}
        </fieldset>
        <Callout
          className="notice-dialog__preview"
          intent={preview.problems.length ? 'warning' : 'primary'}
          title={preview.segments ? `Preview: ${segmentsText(preview.segments)}` : 'Preview'}
        >
          {preview.text ? (
            <p lang={language} aria-live="polite">
              {preview.text}
            </p>
          ) : (
            <ul>
              {preview.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Callout>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent="primary" text={editing ? 'Save' : 'Register'} loading={pending} />
        </div>
      </form>
    </Dialog>
  );
}
