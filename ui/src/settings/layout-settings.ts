import { z } from 'zod';

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

export const layoutSettingsSchema = z.object({
  layout: z.enum(['vertical', 'horizontal']),
  collapsedMenu: z.boolean(),
  menuTheme: z.enum(['light', 'dark']),
  headerColour: z.enum(Object.keys(HEADER_COLOURS) as [HeaderColour, ...HeaderColour[]]),
  rightToLeft: z.boolean(),
  boxLayout: z.boolean(),
  fixedNav: z.boolean(),
  fixedHeader: z.boolean(),
  language: z.enum(['en', 'ta']),
});

export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

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
 * a hand-edited value falls back to its default instead of breaking the layout.
 */
export function parseLayoutSettings(stored: unknown): LayoutSettings {
  const out: Record<string, unknown> = { ...DEFAULT_LAYOUT_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const [key, field] of Object.entries(layoutSettingsSchema.shape)) {
      const parsed = field.safeParse((stored as Record<string, unknown>)[key]);
      if (parsed.success) out[key] = parsed.data;
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
