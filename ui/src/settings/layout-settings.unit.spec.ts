import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings, toggleSetting } from './layout-settings';
import { PERSIST_KEY, readPersistedLayout, writePersistedLayout } from './persisted-state';
import { shellText } from './shell-text';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('layout settings (spec sections 3 and 9)', () => {
  it('defaults to vertical, light menu, blue header, English, fixed nav and header', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({
      layout: 'vertical',
      collapsedMenu: false,
      menuTheme: 'light',
      headerColour: 'blue',
      rightToLeft: false,
      boxLayout: false,
      fixedNav: true,
      fixedHeader: true,
      language: 'en',
    });
  });

  it('keeps valid stored fields and replaces unknown or broken ones with defaults', () => {
    const parsed = parseLayoutSettings({
      layout: 'horizontal',
      menuTheme: 'purple',
      fixedNav: 'yes',
      extra: 1,
    });
    expect(parsed).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, layout: 'horizontal' });
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('toggles one switch and leaves the rest', () => {
    expect(toggleSetting(DEFAULT_LAYOUT_SETTINGS, 'boxLayout')).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      boxLayout: true,
    });
  });

  it('persists under the key root and reads it back; unreadable JSON gives the defaults', () => {
    const storage = memoryStorage();
    writePersistedLayout({ ...DEFAULT_LAYOUT_SETTINGS, rightToLeft: true }, storage);
    expect(PERSIST_KEY).toBe('root');
    expect(JSON.parse(storage.items.get('root')!)).toMatchObject({ layout: { rightToLeft: true } });
    expect(readPersistedLayout(storage).rightToLeft).toBe(true);
    storage.setItem('root', '{oops');
    expect(readPersistedLayout(storage)).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
});

describe('shellText', () => {
  it('gives the Tamil menu group names in Tamil and leaves other text in English', () => {
    expect(shellText('Reports', 'ta')).toBe('அறிக்கைகள்');
    expect(shellText('Reports', 'en')).toBe('Reports');
    expect(shellText('Lot Register', 'ta')).toBe('Lot Register');
  });
});
