import { Callout, Spinner } from '@blueprintjs/core';
import { PageHeader } from '../../../layout/PageHeader';
import { screenTrail } from '../../shell/screen-trail';
import { SETTINGS } from '../../shell/screens';
import { useBranches } from '../reference/reference-api';
import { SettingCard } from './SettingCard';
import { useMarketSettings } from './settings-api';
import './settings.css';

/**
 * /app/mastermanagement/settings (Admin only): the numbers the market's formulas use — silk rate,
 * conversion cost, renditta factor, levy rates, minimum bid increment — each with its history. A change
 * takes effect from a date; old values stay for the dates they covered.
 */
export function SettingsPage() {
  const settings = useMarketSettings();
  const markets = useBranches('market').data;
  const marketName = (id: string) => markets?.find((m) => m.branchId === id)?.branchName ?? 'One market';
  return (
    <>
      <PageHeader title="Market Settings" trail={screenTrail(SETTINGS)} />
      {settings.isPending && <Spinner aria-label="Loading" />}
      {settings.isError && (
        <Callout intent="danger" title="Settings not available">
          {settings.error.message}
        </Callout>
      )}
      <div className="settings-page">
        {settings.data?.data.map((setting) => (
          <SettingCard key={setting.key} setting={setting} marketName={marketName} />
        ))}
      </div>
    </>
  );
}
