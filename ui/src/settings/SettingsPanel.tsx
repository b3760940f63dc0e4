import {
  Button,
  Callout,
  Drawer,
  FormGroup,
  HTMLSelect,
  Position,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { HeaderColourPicker } from './HeaderColourPicker';
import type { Language, LayoutSettings, ToggleSetting } from './layout-settings';
import {
  resetLayoutSettings,
  setLayoutSetting,
  toggleLayoutSetting,
  useLayoutSettings,
} from './settings-store';
import './settings-panel.css';

const SWITCHES: ReadonlyArray<{ key: ToggleSetting; label: string }> = [
  { key: 'collapsedMenu', label: 'Collapsed menu' },
  { key: 'rightToLeft', label: 'Right to left' },
  { key: 'boxLayout', label: 'Box layout' },
  { key: 'fixedNav', label: 'Fixed nav' },
  { key: 'fixedHeader', label: 'Fixed header' },
];

/** Spec section 3, "Layout settings": every setting toggles at once and is kept under `root`. */
export function SettingsPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useLayoutSettings();
  const radio = <K extends 'layout' | 'menuTheme'>(key: K) => ({
    selectedValue: settings[key],
    onChange: (event: FormEvent<HTMLInputElement>) =>
      setLayoutSetting(key, event.currentTarget.value as LayoutSettings[K]),
  });
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position={settings.rightToLeft ? Position.LEFT : Position.RIGHT}
      size="320px"
      title="Layout settings"
      icon="settings"
      className="settings-panel"
    >
      <div className="settings-panel__body">
        <RadioGroup label="Layout" name="layout" inline {...radio('layout')}>
          <Radio label="Vertical" value="vertical" />
          <Radio label="Horizontal" value="horizontal" />
        </RadioGroup>
        <RadioGroup label="Menu" name="menuTheme" inline {...radio('menuTheme')}>
          <Radio label="Light" value="light" />
          <Radio label="Dark" value="dark" />
        </RadioGroup>
        <FormGroup label="Header colour">
          <HeaderColourPicker
            value={settings.headerColour}
            onChange={(c) => setLayoutSetting('headerColour', c)}
          />
        </FormGroup>
        {SWITCHES.map(({ key, label }) => (
          <Switch key={key} label={label} checked={settings[key]} onChange={() => toggleLayoutSetting(key)} />
        ))}
        <FormGroup label="Language" labelFor="settings-language">
          <HTMLSelect
            id="settings-language"
            value={settings.language}
            onChange={(e) => setLayoutSetting('language', e.currentTarget.value as Language)}
            options={[
              { value: 'en', label: 'English' },
              { value: 'ta', label: 'தமிழ் (Tamil)' },
            ]}
          />
        </FormGroup>
        {settings.language === 'ta' && (
          <Callout intent="primary" icon="translate" compact>
            The header and the menu group names are in Tamil now. Screen text in Tamil comes later.
          </Callout>
        )}
        <Button
          icon="reset"
          text="Reset to defaults"
          onClick={resetLayoutSettings}
          className="settings-panel__reset"
        />
      </div>
    </Drawer>
  );
}
