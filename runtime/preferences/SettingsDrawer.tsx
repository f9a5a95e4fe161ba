import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Mode } from './color-mode/color-mode';
import type { CodeVariant } from './code-variant/code-variant';
import { getCodeVariant, getServerCodeVariant, setCodeVariant, subscribeCodeVariant } from './code-variant/store';
import { iconButton } from '../theme/controls.styles';
import { Icon } from '../theme/icons';
import type { Direction } from './display-settings';
import { dispatchDisplaySettings } from './store';
import * as styles from './SettingsDrawer.styles';
import { useDisplaySettings } from './useDisplaySettings';

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange(value: T): void }) {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {options.map(([option, text]) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * The settings drawer, opened from the app bar: colour mode, direction,
 * density and code variant. An island hydrated on first interaction; the panel is a native
 * modal `<dialog>` (focus trap, Escape and backdrop come from the browser), rendered only while
 * open, so pages carry no hidden settings markup.
 */
export default function SettingsDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const settings = useDisplaySettings();
  const codeVariant = useSyncExternalStore(subscribeCodeVariant, getCodeVariant, getServerCodeVariant);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label="Open settings"
        title="Settings"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="settings" />
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; Escape does it from the keyboard.
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-labelledby="settings-title"
          onClose={() => setOpen(false)}
          onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        >
          <div className={styles.header}>
            <h2 id="settings-title">Settings</h2>
            <button type="button" className={iconButton} aria-label="Close settings" onClick={() => dialog.current?.close()}>
              <Icon name="close" />
            </button>
          </div>
          <h3 id="settings-mode">Mode</h3>
          <Choice<Mode>
            label="Mode"
            value={settings.paletteMode}
            options={[
              ['light', 'Light'],
              ['system', 'System'],
              ['dark', 'Dark'],
            ]}
            onChange={(paletteMode) => dispatchDisplaySettings({ type: 'CHANGE', payload: { paletteMode } })}
          />
          <h3>Direction</h3>
          <Choice<Direction>
            label="Direction"
            value={settings.direction}
            options={[
              ['ltr', 'Left to right'],
              ['rtl', 'Right to left'],
            ]}
            onChange={(direction) => dispatchDisplaySettings({ type: 'CHANGE', payload: { direction } })}
          />
          <h3>Density</h3>
          <div className={styles.row}>
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={settings.dense}
                onChange={(event) => dispatchDisplaySettings({ type: 'SET_DENSE', payload: event.target.checked })}
              />
              Dense demos
            </label>
            <button type="button" className={styles.textButton} disabled={!settings.dense} onClick={() => dispatchDisplaySettings({ type: 'RESET_DENSITY' })}>
              Reset density
            </button>
          </div>
          <h3>Code</h3>
          <Choice<CodeVariant>
            label="Code variant"
            value={codeVariant}
            options={[
              ['JS', 'JavaScript'],
              ['TS', 'TypeScript'],
            ]}
            onChange={setCodeVariant}
          />
        </dialog>
      )}
    </>
  );
}
