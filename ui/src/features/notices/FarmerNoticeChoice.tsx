import { Button, Card, Checkbox, FormGroup, H5, HTMLSelect } from '@blueprintjs/core';
import { can, type NoticeLanguage } from '@cocoon/domain';
import { useEffect, useId, useState } from 'react';
import { useSession } from '../../auth/use-session';
import { toastSuccess } from '../../components/feedback/toaster';
import { toastProcessFailure } from '../billing/process-failure';
import './notices.css';
import { LANGUAGE_LABELS, useFarmerNoticePreference, useSetFarmerNoticePreference } from './notices-api';

const MARKET = 'market';
type Choice = NoticeLanguage | typeof MARKET;

/**
 * Issue 25: on the farmer's form, the language the market writes to the farmer in (the market's, Tamil unless
 * set, or the farmer's own) and whether the farmer asked for no SMS. For the roles that keep the preferences.
 */
export function FarmerNoticeChoice({ farmerId }: { farmerId: string }) {
  const session = useSession();
  const allowed = Boolean(session && can(session.userType, 'notices.preferences'));
  const saved = useFarmerNoticePreference(farmerId, allowed);
  const save = useSetFarmerNoticePreference();
  const ids = { language: useId(), optOut: useId() };
  const [language, setLanguage] = useState<Choice>(MARKET);
  const [optOut, setOptOut] = useState(false);
  const data = saved.data;
  useEffect(() => {
    if (!data) return;
    setLanguage(data.language ?? MARKET);
    setOptOut(data.optOut);
  }, [data]);
  if (!allowed || !data) return null;
  const changed = (data.language ?? MARKET) !== language || data.optOut !== optOut;
  const onSave = async () => {
    try {
      const answer = await save.mutateAsync({
        body: { marketId: data.marketId, farmerId, language: language === MARKET ? null : language, optOut },
      });
      toastSuccess(answer.message);
    } catch (error) {
      toastProcessFailure(error);
    }
  };
  return (
    <Card className="notice-choice" role="region" aria-labelledby={`${ids.language}-title`}>
      <H5 id={`${ids.language}-title`}>SMS to the farmer</H5>
      <p className="notice-note">
        Sale, credit and return messages are sent in this language. A farmer who asks for none gets no SMS.
      </p>
      <FormGroup label="Language" labelFor={ids.language}>
        <HTMLSelect
          id={ids.language}
          value={language}
          disabled={optOut}
          onChange={(event) => setLanguage(event.currentTarget.value as Choice)}
          options={[
            { value: MARKET, label: `The market's language (${LANGUAGE_LABELS[data.marketLanguage]})` },
            { value: 'ta', label: LANGUAGE_LABELS.ta },
            { value: 'en', label: LANGUAGE_LABELS.en },
          ]}
        />
      </FormGroup>
      <Checkbox
        id={ids.optOut}
        checked={optOut}
        label="The farmer asked for no SMS"
        onChange={(event) => setOptOut(event.currentTarget.checked)}
      />
      <Button intent="primary" disabled={!changed} loading={save.isPending} onClick={() => void onSave()}>
        Save SMS choice
      </Button>
    </Card>
  );
}
