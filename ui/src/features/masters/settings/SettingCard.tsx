import { Card, H4 } from '@blueprintjs/core';
import { SettingHistory } from './SettingHistory';
import { SetValueForm } from './SetValueForm';
import { settingText } from './setting-units';
import type { MarketSetting } from './settings-api';

const dayOf = (iso: string) => iso.split('-').reverse().join('/');

/** One setting: the value in force today, every value it has had, and a form to set the next one. */
export function SettingCard({
  setting,
  marketName,
}: {
  setting: MarketSetting;
  marketName: (id: string) => string;
}) {
  const inForce = setting.inForce;
  return (
    <Card elevation={1} className="setting-card" role="region" aria-label={setting.label}>
      <H4 className="setting-card__title">{setting.label}</H4>
      <p className="setting-card__in-force" role="status">
        {inForce ? (
          <>
            In force: <strong>{settingText(setting, inForce.value)}</strong>
            {inForce.effectiveFrom > '1970-01-01'
              ? ` from ${dayOf(inForce.effectiveFrom)}`
              : ' (the built-in default: never set)'}
            {inForce.marketId ? ` at ${marketName(inForce.marketId)}` : ', all markets'}
          </>
        ) : (
          <>Not set yet: the formulas that use it cannot run until a value is set.</>
        )}
      </p>
      <div className="setting-card__body">
        <SettingHistory setting={setting} marketName={marketName} />
        <SetValueForm setting={setting} />
      </div>
    </Card>
  );
}
