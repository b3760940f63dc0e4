import { Tag } from '@blueprintjs/core';
import { displayInstant } from '@cocoon/domain';
import type { TableColumn } from '../../../components/table/column';
import { DataTable } from '../../../components/table/DataTable';
import { settingText } from './setting-units';
import type { MarketSetting, SettingValueRow } from './settings-api';

/** 2026-04-01 → 01/04/2026. */
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

const sameRow = (a: SettingValueRow, b: SettingValueRow | null) =>
  b !== null && a.effectiveFrom === b.effectiveFrom && a.marketId === b.marketId && a.value === b.value;

/** Every value the setting ever had, newest date first; the one in force today is marked. */
export function SettingHistory({
  setting,
  marketName,
}: {
  setting: MarketSetting;
  marketName: (id: string) => string;
}) {
  const columns: TableColumn<SettingValueRow>[] = [
    {
      header: 'Effective From',
      accessor: 'effectiveFrom',
      width: 130,
      render: (r) => (
        <>
          {dayOf(r.effectiveFrom)}{' '}
          {sameRow(r, setting.inForce) && (
            <Tag minimal intent="success">
              In force
            </Tag>
          )}
        </>
      ),
    },
    {
      header: 'Value',
      accessor: 'value',
      width: 120,
      alignment: setting.unit === 'choice' ? 'left' : 'right',
      render: (r) => settingText(setting, r.value),
    },
    {
      header: 'Market',
      accessor: 'marketId',
      width: 130,
      render: (r) => (r.marketId ? marketName(r.marketId) : 'All markets'),
    },
    { header: 'Set By', accessor: 'setBy', width: 110 },
    {
      header: 'Set At',
      accessor: 'setAt',
      width: 140,
      render: (r) => (r.setAt ? displayInstant(r.setAt) : ''),
    },
  ];
  return (
    <DataTable
      label={`${setting.label} history`}
      columns={columns}
      rows={setting.history}
      pageSize={5}
      rowKey={(r) => `${r.effectiveFrom}|${r.marketId ?? '*'}`}
    />
  );
}
