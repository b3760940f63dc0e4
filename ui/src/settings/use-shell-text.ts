import { useCallback } from 'react';
import { useLayoutSettings } from './settings-store';
import { shellText } from './shell-text';

/** `t('Reports')` in the chosen language (English when no Tamil form is settled yet). */
export function useShellText(): (text: string) => string {
  const { language } = useLayoutSettings();
  return useCallback((text: string) => shellText(text, language), [language]);
}
