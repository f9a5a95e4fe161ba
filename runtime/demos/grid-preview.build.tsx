/**
 * The Data Grid's server render (build time, SSR bundle only). The grid renders nothing on the
 * server: it must measure its container first. In the SSR bundle, a demo's `DataGrid`,
 * `DataGridPro` and `DataGridPremium` are this preview instead (see `gridPreviewPlugin`): a
 * plain table of the demo's own columns and first rows, formatted by the columns' own
 * `valueGetter` and `valueFormatter`, in a frame the size of the grid. The page shows it until
 * the reader reaches the grid, which then renders in its place (client-rendered, not hydrated),
 * so a phone's first view does not load the grid's code.
 */
import { styled } from '@mui/material/styles';
import {
  cellValue,
  type PreviewApiRef,
  type PreviewColumn,
  type PreviewGridProps,
  type PreviewLine,
  previewApiRef,
  previewLines,
  type PreviewRow,
} from './grid-preview-rows';

/** Rows the preview shows: enough to fill a grid of usual height. */
export const PREVIEW_ROWS = 12;

type Row = PreviewRow;
type Column = PreviewColumn;
interface PreviewProps extends PreviewGridProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  density?: 'compact' | 'standard' | 'comfortable';
  checkboxSelection?: boolean;
}

/** Width of the grid's selection column, px. */
const CHECKBOX_WIDTH = 50;

const ROW_HEIGHT = { compact: 36, standard: 52, comfortable: 67 } as const;

const Frame = styled('div')(({ theme }) => ({
  height: '100%',
  minHeight: 160,
  overflow: 'hidden',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.primary,
  ...theme.typography.body2,
  '& table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  '& th': { textAlign: 'start', fontWeight: 500 },
  '& th, & td': {
    paddingInline: 10,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderBlockEnd: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  },
}));

/** The text a cell shows: the column's getter and formatter applied, dates and numbers as in English. */
export function previewCell(row: Row, column: Column, apiRef?: PreviewApiRef): string {
  try {
    const value = cellValue(row, column, apiRef);
    const shown = column.valueFormatter ? column.valueFormatter(value, row, column, apiRef) : value;
    if (shown === null || shown === undefined) return '';
    if (shown instanceof Date) return shown.toLocaleDateString('en-US', { timeZone: 'UTC' });
    if (typeof shown === 'number') return shown.toLocaleString('en-US');
    if (typeof shown === 'boolean') return shown ? 'yes' : 'no';
    return typeof shown === 'object' ? '' : String(shown);
  } catch {
    return '';
  }
}

/** A group's label as the grid's grouping column shows it: the value and the count of its rows. */
function groupLabel(value: unknown, count: number): string {
  const shown = value === null || value === undefined || value === '' ? '' : typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
  return `${shown} (${count})`;
}

/**
 * The preview's lines; when a column's callback needs more of the grid's API than the preview's
 * stand-in has, the rows in their given order instead: the preview is a placeholder, and the
 * live grid replaces it.
 */
function safePreviewLines(props: PreviewProps, apiRef: PreviewApiRef): { lines: PreviewLine[]; columns: Column[] } {
  try {
    return previewLines(props, PREVIEW_ROWS, apiRef);
  } catch {
    const columns = (props.columns ?? []).filter((column) => !column.field.startsWith('__'));
    return { lines: (props.rows ?? []).slice(0, PREVIEW_ROWS).map((row) => ({ kind: 'row', row })), columns };
  }
}

/**
 * The preview of a grid: its columns' headers and first rows as a table, in a frame of the
 * grid's size; the rows filtered, sorted and grouped as its first render shows them.
 */
export function DataGridPreview(props: PreviewProps) {
  // One stand-in API for working out the rows and for formatting their cells.
  const apiRef = previewApiRef(props.rows ?? [], props.columns ?? [], props.getRowId);
  const { lines, columns } = safePreviewLines(props, apiRef);
  const height = ROW_HEIGHT[props.density ?? 'standard'];
  return (
    <Frame data-grid-preview="">
      <table aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']}>
        <thead>
          <tr style={{ height: 56 }}>
            {props.checkboxSelection && <td data-field="__check__" style={{ width: CHECKBOX_WIDTH }} />}
            {columns.map((column) => (
              <th key={column.field} scope="col" style={{ width: column.flex ? undefined : (column.width ?? 100) }}>
                {column.headerName ?? column.field}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.kind === 'row' ? String(apiRef.current.getRowId(line.row) ?? index) : `group-${index}`} style={{ height }}>
              {props.checkboxSelection && <td data-field="__check__" />}
              {columns.map((column, position) => (
                <td key={column.field}>
                  {line.kind === 'row' ? previewCell(line.row, column, apiRef) : position === 0 ? groupLabel(line.value, line.count) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}
