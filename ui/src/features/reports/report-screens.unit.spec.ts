import { LOTS_DRILL, MONTH_WISE_LEVY, REPORTS, screenLabel } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { APP_MENU } from '../../layout/app-menu';
import { findScreen, SCREENS } from '../shell/screens';
import { reportAt, reportPath } from './report-routes';

describe('the report screens come from the catalogue', () => {
  it('routes every definition to a built screen with its permission, found by its path whatever the case', () => {
    for (const definition of REPORTS) {
      const screen = findScreen(reportPath(definition).toUpperCase());
      expect(screen?.component, definition.id).toBeDefined();
      expect(screen?.action, definition.id).toBe(definition.permission);
      expect(reportAt(screen!.path)).toBe(definition);
    }
    expect(reportAt('/app/reports/lots/')).toBe(LOTS_DRILL);
  });

  it('takes each report screen from its definition alone: name, permission and purpose', () => {
    for (const definition of REPORTS) {
      const screen = findScreen(reportPath(definition));
      if (definition === LOTS_DRILL) continue;
      expect([definition.id, screen?.title, screen?.purpose]).toEqual([
        definition.id,
        screenLabel(definition),
        definition.purpose,
      ]);
    }
    // The menu's label, the definition's rule: any accounting year (issue 24), not a screen fixed to 202425.
    const levy = APP_MENU.find((g) => g.label === 'Reports')!.items.find(
      (i) => i.label === 'Levy Month Wise',
    );
    expect(levy?.path).toBe(MONTH_WISE_LEVY.route);
    expect(findScreen(MONTH_WISE_LEVY.route!)?.filters).toBeUndefined();
  });

  it('leaves a route the catalogue lacks as the "not available yet" frame, and keeps the passbooks', () => {
    for (const screen of SCREENS.filter((s) => s.path.startsWith('/app/misreport/')))
      expect(Boolean(screen.component), screen.path).toBe(Boolean(reportAt(screen.path)));
    expect(findScreen('/app/farmerreport/farmerpassbook')?.component).toBeDefined();
  });

  it("puts the menu's Date Wise Summary at report3, and the reeler-wise levy form and report4 outside the menu", () => {
    const reports = APP_MENU.find((g) => g.label === 'Reports')!.items;
    expect(reports.find((i) => i.label === 'Date Wise Summary')?.path).toBe('/app/reports/report3');
    expect(reports.map((i) => i.path)).not.toContain('/app/levy/datewisereelerreport');
    expect(findScreen('/app/levy/datewisereelerreport')?.title).toBe('Levy Reeler Wise');
    expect(findScreen('/app/reports/report4')?.title).toBe('Unsold and Rejected Lots');
  });
});
