/**
 * A shared drive for the "unknown children count" demo. Like many file APIs, it tells whether an
 * entry is a folder, but not how many entries a folder holds until you list it.
 */
import { GRID_TREE_DATA_GROUPING_FIELD, type GridGetRowsParams, type GridGetRowsResponse } from '@mui/x-data-grid-pro';
import { DEMO_TODAY } from '../../demo-data/random';
import { sortRows } from '../fakeServer';

/** One entry of the drive as the API lists it. */
export interface DriveEntry {
  /** Full path, e.g. `Finance/2026/Budget.xlsx`. */
  id: string;
  name: string;
  isFolder: boolean;
  /** Bytes; `null` for folders. */
  size: number | null;
  modified: Date;
}

// Folders end with `/`. The tree is written as paths, as a storage bucket lists its keys.
const KEYS = [
  'Contracts/', 'Contracts/Suppliers/', 'Contracts/Suppliers/Harbor Insurance 2026.pdf', 'Contracts/Suppliers/Ember Energy.pdf',
  'Contracts/Leases/', 'Contracts/Leases/Warehouse Lagos.pdf', 'Contracts/Template.docx',
  'Design/', 'Design/Logo/', 'Design/Logo/logo-dark.svg', 'Design/Logo/logo-light.svg', 'Design/Brand guide.pdf', 'Design/Drafts/',
  'Finance/', 'Finance/2025/', 'Finance/2025/Annual report.pdf', 'Finance/2026/', 'Finance/2026/Budget.xlsx', 'Finance/2026/Q1 forecast.xlsx',
  'Finance/2026/Receipts/', 'Finance/2026/Receipts/Taxi 0412.jpg', 'Finance/2026/Receipts/Hotel 0415.pdf',
  'Archive/', 'Read me.txt',
];

const DAY = 86_400_000;

const entries: (DriveEntry & { parent: string })[] = KEYS.map((key, index) => {
  const isFolder = key.endsWith('/');
  const id = isFolder ? key.slice(0, -1) : key;
  const parts = id.split('/');
  return {
    id,
    name: parts[parts.length - 1],
    parent: parts.slice(0, -1).join('/'),
    isFolder,
    size: isFolder ? null : ((index * 7919) % 900 + 12) * 1024,
    modified: new Date(DEMO_TODAY.getTime() - ((index * 37) % 200) * DAY),
  };
});

/** The entries directly inside the folder at `groupKeys` (the drive's top when empty), folders first. */
export function listFolder(params: GridGetRowsParams & { groupKeys?: string[] }): GridGetRowsResponse {
  const folder = (params.groupKeys ?? []).join('/');
  const inside = entries.filter((entry) => entry.parent === folder);
  // Sorting on the name column arrives as the grouping column's field.
  const sortModel = params.sortModel.map((item) => (item.field === GRID_TREE_DATA_GROUPING_FIELD ? { ...item, field: 'name' } : item));
  const sorted = sortRows(sortRows(inside, sortModel), [{ field: 'isFolder', sort: 'desc' }]);
  const rows = sorted.map(({ parent, ...entry }) => entry);
  return folder ? { rows } : { rows, rowCount: rows.length };
}
