import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import '../shell/screen-frame.css';

/** The row of filters above an auction list (date, slot, market), styled like every screen's filters. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Card className="screen-filters" aria-label="Filters">
      {children}
    </Card>
  );
}
