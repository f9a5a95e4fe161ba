import Box from '@mui/material/Box';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

interface Invoice {
  id: number;
  number: string;
  client: string;
  due: Date;
}

const invoices: Invoice[] = [
  { id: 1, number: 'INV-2031', client: 'Volta Roasters', due: new Date(2026, 6, 15) },
  { id: 2, number: 'INV-2032', client: 'Kyoto Ceramics', due: new Date(2026, 6, 31) },
  { id: 3, number: 'INV-2033', client: 'Vistula Paper', due: new Date(2026, 7, 8) },
  { id: 4, number: 'INV-2034', client: 'Huila Growers', due: new Date(2026, 7, 20) },
];

function DueDateEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Invoice, Date>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      autoFocus={hasFocus}
      // Due dates in the past make no sense for open invoices.
      disablePast
      onChange={(next) => {
        const day = next as Dayjs | null;
        apiRef.current.setEditCellValue({ id, field, value: day?.isValid() ? day.toDate() : null });
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true, 'aria-label': 'Due date' } }}
      sx={{ '& .MuiPickersOutlinedInput-notchedOutline': { border: 'none' } }}
    />
  );
}

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'due',
    headerName: 'Due date',
    type: 'date',
    width: 200,
    editable: true,
    renderEditCell: (params) => <DueDateEditCell {...params} />,
  },
];

export default function DueDatePickerEditCell() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid rows={invoices} columns={columns} hideFooter aria-label="Open invoices" />
      </Box>
    </LocalizationProvider>
  );
}
