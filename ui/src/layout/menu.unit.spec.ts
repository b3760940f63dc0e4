import { can } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { APP_MENU as MENU } from './app-menu';
import { locateInMenu, normalisePath, visibleMenu } from './menu';

const labels = (userType: string) =>
  visibleMenu(MENU, userType, can).map((g) => [g.label, g.items.map((i) => i.label)] as const);

describe('visibleMenu', () => {
  it('shows the cocoon type and defect screens to Branch Admin, whatever the spacing and case', () => {
    const masters = labels('branchadmin').find(([g]) => g === 'Master Management');
    expect(masters?.[1]).toContain('Cocoon Type');
    expect(masters?.[1]).toContain('Cocoon Defect');
    expect(labels(' BRANCH admin ')).toEqual(labels('Branch Admin'));
  });

  it('hides the cocoon screens from Admin and Market Officer (spec section 6)', () => {
    const adminMasters = labels('Admin').find(([g]) => g === 'Master Management')?.[1] ?? [];
    expect(adminMasters).not.toContain('Cocoon Type');
    expect(labels('Market Officer').map(([g]) => g)).toEqual(['Dashboard']);
  });

  it('drops groups whose items are all hidden, and shows nothing to an unknown role', () => {
    const fakeCan = (_u: string, action: string) => action === 'dashboard';
    expect(visibleMenu(MENU, 'x', fakeCan).map((g) => g.label)).toEqual(['Dashboard']);
    expect(labels('Guest')).toEqual([]);
  });
});

describe('menu paths', () => {
  it('finds the group and item of a path, ignoring case and a trailing slash', () => {
    const found = locateInMenu(MENU, '/app/CocoonDefect/defectlist/');
    expect(found?.group.label).toBe('Master Management');
    expect(found?.item?.label).toBe('Cocoon Defect');
    expect(locateInMenu(MENU, '/app/nowhere')).toBeUndefined();
  });

  it('normalises case, a query and a trailing slash', () => {
    expect(normalisePath('/App/X/?a=1')).toBe('/app/x');
  });
});

// The side menu is drawn from the UI's screen table, so the role table's menu check runs here.
describe('roles and permissions (spec section 6)', () => {
  it('shows a Market Officer only the dashboard', () => {
    const visible = MENU.filter((g) => can('Market Officer', g.action)).flatMap((g) =>
      g.items.length === 0
        ? [g.label]
        : g.items.filter((i) => can('Market Officer', i.action)).map((i) => i.label),
    );
    expect(visible).toEqual(['Dashboard']);
  });
});
