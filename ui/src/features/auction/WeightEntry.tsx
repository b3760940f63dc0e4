import { AnchorButton, NonIdealState, Spinner } from '@blueprintjs/core';
import { displayDate } from '@cocoon/domain';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { WEIGHT_INPUT, WEIGHT_LIST } from '../shell/screens';
import {
  type LotRow,
  useCorrectWeight,
  useInwardSettings,
  useSaveWeight,
  useWeightLots,
} from './auction-api';
import { LotFigures } from './LotFigures';
import { StoredWeight } from './StoredWeight';
import { readDayFilter } from './use-day-filter';
import { WeightForm } from './WeightForm';
import { correctWeightFormSchema, recordWeightFormSchema } from './weight-form';
import './auction.css';

const TRAIL = screenTrail(WEIGHT_INPUT);

/** /app/weightentry?lotId=&date=: the weight of one approved lot, or its correction once weighed. */
export function WeightEntry() {
  const search = useSearch();
  const lotId = new URLSearchParams(search).get('lotId') ?? '';
  const { date } = readDayFilter(search);
  const lots = useWeightLots({ date });
  const lot = lots.data?.find((l) => l.lotId === lotId);
  const back = `${WEIGHT_LIST.path}?date=${date}`;
  return (
    <div className="auction-screen">
      <PageHeader title="Weight Entry" trail={TRAIL} />
      {lot ? (
        <LotWeight lot={lot} back={back} />
      ) : lots.isPending && date ? (
        <Spinner />
      ) : (
        <NonIdealState
          icon="search"
          title="Lot not found"
          description={`This lot is not among the approved lots${date ? ` of ${displayDate(date)}` : ''}.`}
          action={<AnchorButton href={back} icon="arrow-left" text="Back to Auction Weight" />}
        />
      )}
    </div>
  );
}

function LotWeight({ lot, back }: { lot: LotRow; back: string }) {
  const [, navigate] = useLocation();
  const [correcting, setCorrecting] = useState(false);
  const settings = useInwardSettings({ date: lot.inwardDate, marketId: lot.marketId });
  const save = useSaveWeight();
  const correct = useCorrectWeight();
  const weighed = lot.netGrams !== null;
  const done = () => navigate(back);
  return (
    <>
      <div className="auction__figures-top">
        <LotFigures lot={lot} />
      </div>
      {weighed && !correcting ? (
        <StoredWeight
          lot={{ ...lot, netGrams: lot.netGrams! }}
          settings={settings.data}
          onCorrect={() => setCorrecting(true)}
        />
      ) : correcting ? (
        <WeightForm
          key="correct"
          lot={lot}
          settings={settings.data}
          schema={correctWeightFormSchema}
          command={correct}
          correcting
          onSaved={done}
          onCancel={() => setCorrecting(false)}
        />
      ) : (
        <WeightForm
          key="record"
          lot={lot}
          settings={settings.data}
          schema={recordWeightFormSchema}
          command={save}
          correcting={false}
          onSaved={done}
          onCancel={done}
        />
      )}
    </>
  );
}
