import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { type Invoice, invoiceColumns, invoices } from './invoices';

const columns: GridColDef<Invoice>[] = [
  ...invoiceColumns,
  { field: 'internalNote', headerName: 'Internal note', width: 170, disableExport: true, valueGetter: (_value, row) => (row.paid ? '' : 'Chase in 7 days') },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Send',
    width: 80,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<SendOutlined />} label={`Send ${params.row.number} again`} onClick={() => undefined} />
      </GridActionsCell>
    ),
  },
];

export default function ColumnsLeftOut() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { project: false } } }}
        // allColumns also writes the hidden Project column; disableExport keeps the note out.
        slotProps={{ toolbar: { csvOptions: { allColumns: true }, printOptions: { allColumns: true } } }}
        aria-label="Invoices with columns left out of the export"
      />
    </div>
  );
}
