import { Classes } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLayoutSettings } from './settings-store';
import './dark-theme.css';
import './right-to-left.css';

/**
 * Settings that belong to the whole document rather than one component: writing direction, language,
 * and Blueprint's dark theme on <body>, so dialogs, toasts and popovers (portalled there) follow too.
 */
export function DocumentSettings() {
  const { rightToLeft, language, menuTheme } = useLayoutSettings();
  useEffect(() => {
    document.documentElement.dir = rightToLeft ? 'rtl' : 'ltr';
  }, [rightToLeft]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, menuTheme === 'dark');
  }, [menuTheme]);
  return null;
}
