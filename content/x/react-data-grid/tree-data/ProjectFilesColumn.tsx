import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridGroupingColDefOverride } from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  kind: 'Folder' | 'TypeScript' | 'JSON' | 'Markdown' | 'Image';
  /** Size in kilobytes; folders leave it empty. */
  sizeKb?: number;
}

const rows: FileRow[] = [
  { id: 1, path: ['checkout-app'], kind: 'Folder' },
  { id: 2, path: ['checkout-app', 'src'], kind: 'Folder' },
  { id: 3, path: ['checkout-app', 'src', 'CartSummary.tsx'], kind: 'TypeScript', sizeKb: 6.2 },
  { id: 4, path: ['checkout-app', 'src', 'PaymentForm.tsx'], kind: 'TypeScript', sizeKb: 11.4 },
  { id: 5, path: ['checkout-app', 'src', 'api.ts'], kind: 'TypeScript', sizeKb: 3.1 },
  { id: 6, path: ['checkout-app', 'public'], kind: 'Folder' },
  { id: 7, path: ['checkout-app', 'public', 'logo.svg'], kind: 'Image', sizeKb: 2.7 },
  { id: 8, path: ['checkout-app', 'public', 'card-brands.png'], kind: 'Image', sizeKb: 48.5 },
  { id: 9, path: ['checkout-app', 'package.json'], kind: 'JSON', sizeKb: 1.3 },
  { id: 10, path: ['checkout-app', 'README.md'], kind: 'Markdown', sizeKb: 4.8 },
];

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 130 },
  { field: 'sizeKb', headerName: 'Size', type: 'number', width: 120, valueFormatter: (value?: number) => (value == null ? '' : `${value.toFixed(1)} KB`) },
];

// The grouping column takes most column properties, apart from `field`, `type` and editing.
const groupingColDef: GridGroupingColDefOverride<FileRow> = {
  headerName: 'File',
  description: 'Folders and files of the project',
  hideDescendantCount: true,
  flex: 1,
  minWidth: 240,
};

export default function ProjectFilesColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        aria-label="Project files"
      />
    </Box>
  );
}
