/**
 * The parts every API reference table is made of (build time): the table itself, which stacks
 * its rows on a phone, and type cells that wrap only between tokens, fold long types and link
 * the names of documented types to their pages.
 */
import { createContext, Fragment, useContext } from 'react';
import { typeBreakPieces } from '../../../runtime/api/type-breaks';
import { typeSummary } from '../../../runtime/api/type-summary';
import * as styles from './ApiPage.styles';

/** Types longer than this show a readable summary (`typeSummary`), the full text one click away in the DOM. */
const LONG_TYPE = 120;

/** Pages of documented types by name (`GridColDef` → its route); type texts link the names they hold. */
export const TypeLinksContext = createContext<ReadonlyMap<string, string>>(new Map());

const NO_LINKS: ReadonlyMap<string, string> = new Map();

/** Splits one piece of a type at the names of documented types, which become links. */
function LinkedPiece({ piece }: { piece: string }) {
  const links = useContext(TypeLinksContext);
  if (!links.size) return piece;
  const parts = piece.split(/\b([A-Z][A-Za-z0-9]+)\b/);
  return parts.map((part, index) => {
    const href = index % 2 === 1 ? links.get(part) : undefined;
    return href ? (
      <a key={index} href={href}>
        {part}
      </a>
    ) : (
      part
    );
  });
}

/** A type's text that wraps only between tokens: unbreakable pieces with `<wbr>` between them. */
export function TypeText({ text }: { text: string }) {
  return typeBreakPieces(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className={styles.piece}>
        <LinkedPiece piece={piece} />
      </span>
    </Fragment>
  ));
}

/** A type in a table cell; a long one folds to its summary, the full text in a native disclosure. */
export function TypeCell({ text }: { text: string }) {
  if (text.length <= LONG_TYPE)
    return (
      <code className={styles.type}>
        <TypeText text={text} />
      </code>
    );
  return (
    <details className={styles.type}>
      <summary>
        {/* No links in the summary: it is a control already, and the full text below links the types. */}
        <TypeLinksContext.Provider value={NO_LINKS}>
          <code>
            <TypeText text={typeSummary(text)} />
          </code>
        </TypeLinksContext.Provider>
      </summary>
      <code>
        <TypeText text={text} />
      </code>
    </details>
  );
}

/** A row of {@link ApiTable}: an anchor id, an optional class and one node per column. */
export interface ApiTableRow {
  id: string;
  className?: string;
  /** Text the events filter searches (name and description), when the table is filterable. */
  search?: string;
  cells: React.ReactNode[];
}

/**
 * A reference table. On a phone each row is a stacked block whose cells carry their column's
 * name (`data-label`); on wider screens it is a table that scrolls sideways if it must, focusable
 * so keyboard users can scroll it.
 */
export function ApiTable({ label, headers, rows }: { label: string; headers: string[]; rows: ApiTableRow[] }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={row.id} className={row.className} data-search={row.search}>
              {row.cells.map((cell, index) => (
                <td key={index} className={index === 0 ? styles.name : undefined} data-label={headers[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Trusted HTML from the packages' JSDoc, rendered at build time. */
export function Html({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
