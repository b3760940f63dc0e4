import { Callout } from '@blueprintjs/core';
import { type Assay, assay, defectGrade, formatHundredths, type Sample } from '@cocoon/domain';
import type { InwardSettings } from './auction-api';
import { FiguresCard } from './FiguresCard';
import { count, percent, rupeesPerKg } from './figures';
import { GradeTag } from './GradeTag';

export interface AssayPanelProps {
  /** The sample as typed so far; undefined until its figures read as numbers. */
  sample: Sample | undefined;
  /** True when the typed sample is impossible (its messages show on the fields). */
  impossible: boolean;
  settings: InwardSettings | undefined;
  settingsError: boolean;
}

/**
 * The sample's results while the officer types, from the same `assay()` the server runs with the settings in
 * force on the inward date, so the floor price on screen is the one the lot will get.
 */
export function AssayPanel({ sample, impossible, settings, settingsError }: AssayPanelProps) {
  const figures = sample && !impossible && settings ? safeAssay(sample, settings) : undefined;
  const show = (value: (a: Assay) => string) => (figures ? value(figures) : '–');
  return (
    <FiguresCard
      title="Sample results"
      note={
        settingsError ? (
          <Callout intent="danger" className="auction__notice">
            The market settings for this date could not be read: the floor price cannot be shown.
          </Callout>
        ) : !figures ? (
          <p className="auction__code">
            {impossible
              ? 'The sample as typed is not possible: see the messages on the form.'
              : 'Type the 100 g sample to see its results.'}
          </p>
        ) : undefined
      }
      figures={[
        { label: 'Shell ratio', id: 'shell-ratio', value: show((a) => percent(a.shellRatioBp)) },
        {
          label: 'Defect',
          id: 'defect',
          value: figures ? (
            <>
              {percent(figures.defectBp)} <GradeTag grade={defectGrade(figures.defectBp)} />
            </>
          ) : (
            '–'
          ),
        },
        { label: 'Cocoons per kg', id: 'cocoons-per-kg', value: show((a) => count(a.cocoonsPerKg)) },
        {
          label: 'Renditta (kg cocoon per kg silk)',
          id: 'renditta',
          value: show((a) => formatHundredths(a.rendittaX100)),
        },
        { label: 'Floor price', id: 'floor-price', value: show((a) => rupeesPerKg(a.floorPricePaisePerKg)) },
      ]}
    />
  );
}

/** A shell so light that its ratio rounds to 0 has no renditta: no figures rather than a broken screen. */
function safeAssay(sample: Sample, settings: InwardSettings): Assay | undefined {
  try {
    return assay(sample, settings);
  } catch {
    return undefined;
  }
}
