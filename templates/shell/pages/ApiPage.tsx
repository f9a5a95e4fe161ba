import type { ApiRecord } from '../../../runtime/api/types';
import { ApiTable, Html, TypeCell, TypeText } from './ApiTable';
import * as styles from './ApiPage.styles';

/** Props of {@link ApiPage}. */
export interface ApiPageProps {
  api: ApiRecord;
  /** Highlighted import statements (Shiki HTML). */
  importsHtml: string;
  /** Highlighted theme customisation example (Shiki HTML), when the component has a theme key. */
  themeHtml?: string;
  /** Page of the component the props are inherited from, when the site has one. */
  inheritanceHref?: string;
}

/**
 * An API reference page body: every prop is a row with an anchor
 * (`#prop-<name>`), in the page text; deprecated props last; long types collapsed with the full
 * text still in the DOM.
 */
export function ApiPage({ api, importsHtml, themeHtml, inheritanceHref }: ApiPageProps) {
  const { inheritance } = api;
  return (
    <>
      {api.deprecated !== undefined && (
        <aside className="callout callout-warning">
          <p className="callout-title">Deprecated</p>
          <Html html={api.deprecated || '<p>The package marks this component as deprecated.</p>'} />
        </aside>
      )}
      {api.description && <Html html={api.description} />}
      <h2 id="import">Import</h2>
      <div dangerouslySetInnerHTML={{ __html: importsHtml }} />
      {(inheritance || api.forwardsRefTo) && (
        <div className={styles.note}>
          {inheritance?.kind === 'component' && (
            <p>
              Props of the {inheritanceHref ? <a href={inheritanceHref}>{inheritance.name}</a> : <code>{inheritance.name}</code>} component are also available.
            </p>
          )}
          {inheritance?.kind === 'external' && (
            <p>
              Props of{' '}
              <a href={inheritance.href} data-external="" rel="noopener">
                {inheritance.name}
              </a>{' '}
              (documented outside this site) are also available.
            </p>
          )}
          {inheritance?.kind === 'element' && (
            <p>
              Props of the native <code>{inheritance.name}</code> element are also available.
            </p>
          )}
          {api.forwardsRefTo && (
            <p>
              The <code>ref</code> is forwarded to the root element, a <code>{api.forwardsRefTo}</code>.
            </p>
          )}
        </div>
      )}
      <h2 id="props">Props</h2>
      {api.props.length === 0 ? (
        <p>This component has no props of its own.</p>
      ) : (
        <ApiTable
          label="Props"
          headers={['Name', 'Type', 'Default', 'Description']}
          rows={api.props.map((prop) => ({
            id: `prop-${prop.name}`,
            className: prop.deprecated === undefined ? undefined : styles.deprecated,
            cells: [
              <>
                <a href={`#prop-${prop.name}`} data-name="">
                  {prop.name}
                </a>
                {prop.required && (
                  <abbr className={styles.required} title="required">
                    *
                  </abbr>
                )}
                {prop.deprecated !== undefined && <span className={styles.badge}>Deprecated</span>}
              </>,
              <TypeCell text={prop.type} />,
              prop.default !== undefined && (
                <code className={styles.type}>
                  <TypeText text={prop.default} />
                </code>
              ),
              <>
                {prop.deprecated ? <Html html={prop.deprecated} /> : null}
                <Html html={prop.description} />
              </>,
            ],
          }))}
        />
      )}
      {api.slots.length > 0 && (
        <>
          <h2 id="slots">Slots</h2>
          <ApiTable
            label="Slots"
            headers={['Slot', 'Default', 'Class', 'Description']}
            rows={api.slots.map((slot) => ({
              id: `slot-${slot.name}`,
              cells: [
                slot.name,
                slot.default && (
                  <code className={styles.type}>
                    <TypeText text={slot.default} />
                  </code>
                ),
                slot.className && <code className={styles.type}>{slot.className}</code>,
                <Html html={slot.description} />,
              ],
            }))}
          />
        </>
      )}
      {api.classes.length > 0 && (
        <>
          <h2 id="css-classes">CSS classes</h2>
          <p>These class names are useful for styling with CSS. They are applied to the component's slots when specific states are triggered.</p>
          <ApiTable
            label="CSS classes"
            headers={['Class name', 'Rule name', 'Description']}
            rows={api.classes.map((item) => ({
              id: `classes-${item.key}`,
              cells: [
                <>
                  {item.className}
                  {item.isState && <span className={styles.badge}>State</span>}
                </>,
                <code className={styles.type}>{item.key}</code>,
                <Html html={item.description} />,
              ],
            }))}
          />
        </>
      )}
      {api.themeKey && themeHtml && (
        <>
          <h2 id="theme">Theme</h2>
          <p>
            Change the default props and styles of every <code>{api.name}</code> with the theme key <code>{api.themeKey}</code>:
          </p>
          <div dangerouslySetInnerHTML={{ __html: themeHtml }} />
        </>
      )}
      {api.demos.length > 0 && (
        <>
          <h2 id="demos">Demos</h2>
          <ul>
            {api.demos.map((demo) => (
              <li key={demo.href}>
                <a href={demo.href}>{demo.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Table-of-contents entries of an API page, matching the `h2`s rendered above. */
export function apiToc(api: ApiRecord): { id: string; text: string; depth: 2 }[] {
  return [
    { id: 'import', text: 'Import', depth: 2 as const },
    { id: 'props', text: 'Props', depth: 2 as const },
    ...(api.slots.length ? [{ id: 'slots', text: 'Slots', depth: 2 as const }] : []),
    ...(api.classes.length ? [{ id: 'css-classes', text: 'CSS classes', depth: 2 as const }] : []),
    ...(api.themeKey ? [{ id: 'theme', text: 'Theme', depth: 2 as const }] : []),
    ...(api.demos.length ? [{ id: 'demos', text: 'Demos', depth: 2 as const }] : []),
  ];
}
