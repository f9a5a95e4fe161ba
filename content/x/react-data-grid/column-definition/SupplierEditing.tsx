import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  contactFirst: string;
  contactLast: string;
  company: string;
  code: string;
}

const suppliers: Supplier[] = [
  { id: 1, contactFirst: 'Kwame', contactLast: 'Boateng', company: 'Volta Roasters', code: 'VR-GH' },
  { id: 2, contactFirst: 'Valentina', contactLast: 'Rojas', company: 'Huila Growers', code: 'HG-CO' },
  { id: 3, contactFirst: 'Hiroshi', contactLast: 'Sato', company: 'Kyoto Ceramics', code: 'KC-JP' },
  { id: 4, contactFirst: 'Zofia', contactLast: 'Kowalska', company: 'Vistula Paper', code: 'VP-PL' },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', width: 170, editable: true },
  {
    field: 'contact',
    headerName: 'Contact (edit me)',
    width: 200,
    editable: true,
    valueGetter: (_value, row) => `${row.contactFirst} ${row.contactLast}`,
    // Splits what the reader typed back into the two stored fields.
    valueSetter: (value: string, row) => {
      const [first, ...rest] = value.trim().split(/\s+/);
      return { ...row, contactFirst: first ?? '', contactLast: rest.join(' ') };
    },
  },
  {
    field: 'code',
    headerName: 'Supplier code',
    width: 150,
    editable: true,
    // Codes are stored in capitals, whatever the reader types.
    valueParser: (value?: string) => value?.toUpperCase(),
  },
  { field: 'contactFirst', headerName: 'Stored first name', width: 160 },
  { field: 'contactLast', headerName: 'Stored last name', width: 160 },
];

export default function SupplierEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={suppliers} columns={columns} hideFooter aria-label="Suppliers" />
    </Box>
  );
}
