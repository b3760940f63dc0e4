import { Tab, Tabs } from '@blueprintjs/core';
import { type ReactElement, useState } from 'react';
import { HistoryTable } from './HistoryTable';
import type { HistoryEntity, HistorySource } from './history-api';
import type { ValueNames } from './history-rows';
import './history.css';

/**
 * An edit screen's two tabs: the record's form, and its History (every master record shows what
 * changed, who and when). The history is read when its tab opens, so it includes the latest save.
 */
export function RecordTabs({
  entity,
  id,
  also = [],
  names,
  children,
}: {
  entity: HistoryEntity;
  id: string;
  /** Further records whose changes belong to this one's history (an AD office's AD account). */
  also?: readonly HistorySource[];
  /** Names for coded values in the changes (district and taluk codes, list-of-value codes). */
  names?: ValueNames;
  children: ReactElement;
}) {
  const [tab, setTab] = useState<'details' | 'history'>('details');
  return (
    <Tabs
      id={`record-${entity}`}
      selectedTabId={tab}
      onChange={(next) => setTab(next === 'history' ? 'history' : 'details')}
      renderActiveTabPanelOnly
      large
      className="record-tabs"
    >
      <Tab id="details" title="Details" panel={children} />
      <Tab
        id="history"
        title="History"
        panel={<HistoryTable sources={[{ entity, id }, ...also]} names={names} />}
      />
    </Tabs>
  );
}
