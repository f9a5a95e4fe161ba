import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  description: string;
  bin: string;
}

const parts: Part[] = [
  { id: 1, sku: 'BRK-2041', description: 'Brake pad set, front', bin: 'A-12' },
  { id: 2, sku: 'FLT-0087', description: 'Cabin air filter', bin: 'B-03' },
  { id: 3, sku: 'WPR-5510', description: 'Wiper blade 55 cm', bin: 'B-07' },
  { id: 4, sku: 'BAT-7200', description: 'Battery 72 Ah', bin: 'C-01' },
  { id: 5, sku: 'BLB-0012', description: 'Headlight bulb H7', bin: 'A-04' },
];

const SKU_PATTERN = /^[A-Z]{3}-\d{4}$/;

// Returns the message to show, or null when the SKU is valid.
function skuProblem(value: string, ownId: number): string | null {
  if (!SKU_PATTERN.test(value)) return 'Use three capitals, a dash and four digits, such as ABC-1234.';
  if (parts.some((part) => part.id !== ownId && part.sku === value)) return `${value} already belongs to another part.`;
  return null;
}

// The default text input, wrapped in a tooltip that spells out the problem.
function SkuEditCell(props: GridRenderEditCellParams<Part, string>) {
  const message = typeof props.error === 'string' ? props.error : '';
  return (
    <Tooltip open={message !== ''} title={message} placement="bottom-start">
      <Box sx={{ width: '100%', height: '100%', display: 'flex' }}>
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Part>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 160,
    editable: true,
    valueParser: (value: string) => value.toUpperCase(),
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: skuProblem(String(params.props.value ?? ''), Number(params.id)) ?? false,
    }),
    renderEditCell: (params) => <SkuEditCell {...params} />,
  },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200 },
  { field: 'bin', headerName: 'Bin', width: 90 },
];

export default function SkuErrorMessageEditCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={parts} columns={columns} hideFooter aria-label="Spare parts" />
    </Box>
  );
}
