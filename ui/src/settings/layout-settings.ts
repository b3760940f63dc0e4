/** Spec section 3, "Layout settings", with the defaults of section 9. */
export const HEADER_COLOURS = {
  blue: '#215db0',
  indigo: '#5642a6',
  teal: '#00857a',
  green: '#1c6e42',
  maroon: '#8e1b3b',
  slate: '#383e47',
} as const;

export type HeaderColour = keyof typeof HEADER_COLOURS;
export type Language = 'en' | 'ta';

/** The values each choice may take; the other settings are on or off. */
const CHOICES = {
  layout: ['vertical', 'horizontal'],
  menuTheme: ['light', 'dark'],
  headerColour: Object.keys(HEADER_COLOURS) as HeaderColour[],
  language: ['en', 'ta'],
} as const satisfies Record<string, readonly string[]>;

type Choices = typeof CHOICES;

export type LayoutSettings = { [K in keyof Choices]: Choices[K][number] } & {
  collapsedMenu: boolean;
  rightToLeft: boolean;
  boxLayout: boolean;
  fixedNav: boolean;
  fixedHeader: boolean;
};

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: 'vertical',
  collapsedMenu: false,
  menuTheme: 'light',
  headerColour: 'blue',
  rightToLeft: false,
  boxLayout: false,
  fixedNav: true,
  fixedHeader: true,
  language: 'en',
};

/**
 * Whatever was stored, the result is a complete, valid settings object: a field from an older release or
 * a hand-edited value falls back to its default instead of breaking the layout. Checked by hand, not by a
 * schema: the reeler's page reads these too (dark theme, language), and zod would be a fifth of its code.
 */
export function parseLayoutSettings(stored: unknown): LayoutSettings {
  const out: Record<string, unknown> = { ...DEFAULT_LAYOUT_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [key, fallback] of Object.entries(DEFAULT_LAYOUT_SETTINGS)) {
      const value = (stored as Record<string, unknown>)[key];
      const choices: readonly string[] | undefined = CHOICES[key as keyof Choices];
      const valid =
        typeof fallback === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'string' && choices?.includes(value) === true;
      if (valid) out[key] = value;
    }
  }
  return out as LayoutSettings;
}

/** The boolean settings the panel toggles on and off. */
export type ToggleSetting = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? K : never;
}[keyof LayoutSettings];

export function toggleSetting(settings: LayoutSettings, key: ToggleSetting): LayoutSettings {
  return { ...settings, [key]: !settings[key] };
}
