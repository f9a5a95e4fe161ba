import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const subtitles: Record<string, string> = {
  gross: 'before deductions',
  pension: '5 % of gross',
  net: 'paid to account',
};

function TwoLineHeader({ title, subtitle }: { title?: string; subtitle: string }) {
  return (
    <Stack sx={{ lineHeight: 1.3 }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {title}
      </Box>
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {subtitle}
      </Box>
    </Stack>
  );
}

const payslips = [
  { id: 1, month: 'April', gross: 4200, pension: 210, net: 3125 },
  { id: 2, month: 'May', gross: 4200, pension: 210, net: 3125 },
  { id: 3, month: 'June', gross: 4650, pension: 232.5, net: 3398 },
];

const columns: GridColDef<(typeof payslips)[number]>[] = [
  { field: 'month', headerName: 'Month', width: 110 },
  ...(['gross', 'pension', 'net'] as const).map(
    (field): GridColDef<(typeof payslips)[number]> => ({
      field,
      headerName: { gross: 'Gross pay', pension: 'Pension', net: 'Net pay' }[field],
      type: 'number',
      width: 150,
      renderHeader: ({ colDef }) => <TwoLineHeader title={colDef.headerName} subtitle={subtitles[field]} />,
    }),
  ),
];

export default function TallTwoLineHeaders() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={payslips} columns={columns} columnHeaderHeight={72} hideFooter aria-label="Payslips" />
    </Box>
  );
}
