import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The default text editor, outlined in red with a hint while the address is invalid. */
function EmailEditCell(params: GridRenderEditCellParams<any, string>) {
  const invalid = Boolean(params.error);
  return (
    <Tooltip open={invalid} title="Use the form name@company.com">
      <Box sx={{ width: '100%', height: '100%', outline: invalid ? '2px solid' : 'none', outlineColor: 'error.main', outlineOffset: -2 }}>
        <GridEditInputCell {...params} slotProps={{ root: { slotProps: { htmlInput: { 'aria-invalid': invalid } } } }} />
      </Box>
    </Tooltip>
  );
}

/** An email column: links to the address, lower-cases what is typed, and refuses malformed input. */
const email: GridColTypeDef<string> = {
  type: 'string',
  width: 260,
  editable: true,
  valueParser: (value) => value?.trim().toLowerCase() ?? '',
  preProcessEditCellProps: ({ props }) => ({ ...props, error: !EMAIL.test(String(props.value ?? '')) }),
  renderEditCell: (params) => <EmailEditCell {...params} />,
  renderCell: ({ value, tabIndex }) => (
    <Link href={`mailto:${value}`} tabIndex={tabIndex}>
      {value}
    </Link>
  ),
};

const rows = createEmployees(20, 70);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', headerName: 'Work email', ...email },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function EmailColumnType() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Staff email addresses" />
    </Box>
  );
}
