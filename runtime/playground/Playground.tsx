import { type ComponentType, useId, useState } from 'react';
import { useClipboardCopy } from '../clipboard/useClipboardCopy';
import { initialValues, type PlaygroundControl, playgroundJsx, type PlaygroundValues } from './controls';
import * as styles from './Playground.styles';

/** Props of {@link Playground}. */
export interface PlaygroundProps {
  /** The component's name as a reader imports it, e.g. `Button`. */
  name: string;
  /** The component itself, from its package. */
  component: ComponentType<Record<string, unknown>>;
  /** Its controls, derived at build time from the component's extracted props. */
  controls: readonly PlaygroundControl[];
}

function Field({ control, value, onChange }: { control: PlaygroundControl; value: PlaygroundValues[string]; onChange(value: PlaygroundValues[string]): void }) {
  const id = useId();
  if (control.kind === 'switch') {
    return (
      <label htmlFor={id} data-kind="switch">
        {control.prop}
        <input id={id} type="checkbox" role="switch" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      </label>
    );
  }
  if (control.kind === 'select') {
    return (
      <label htmlFor={id}>
        {control.prop}
        <select id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)}>
          {control.default === undefined && <option value="">(not set)</option>}
          {control.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label htmlFor={id}>
      {control.prop}
      <input id={id} type="text" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/**
 * A live component beside controls for its props (selects for literal unions, switches for
 * booleans, text fields for strings and text content), with the JSX of the current choice
 * below and a button that copies it. Rendered on the server with every control at its default,
 * hydrated as an island in its product's theme host.
 */
export function Playground({ name, component: Component, controls }: PlaygroundProps) {
  const [values, setValues] = useState(() => initialValues(controls));
  const { copy, isCopied } = useClipboardCopy();
  const jsx = playgroundJsx(name, controls, values);
  const props = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));
  return (
    <div className={styles.playground}>
      <div className={styles.body}>
        <div className={styles.preview}>
          <Component {...props} />
        </div>
        <fieldset className={styles.controls}>
          <legend className={styles.legend}>{name} props</legend>
          {controls.map((control) => (
            <Field
              key={control.prop}
              control={control}
              value={values[control.prop]}
              onChange={(value) => setValues((current) => ({ ...current, [control.prop]: value }))}
            />
          ))}
        </fieldset>
      </div>
      <div className={styles.code}>
        <pre tabIndex={0} role="region" aria-label={`${name} JSX`}>
          <code>{jsx}</code>
        </pre>
        <button type="button" onClick={() => copy(jsx)} aria-label={`Copy the ${name} JSX`}>
          {isCopied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
