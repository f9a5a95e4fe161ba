import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const SEVERITY = ['Low', 'Medium', 'High', 'Critical'] as const;
type Severity = (typeof SEVERITY)[number];

interface Incident {
  id: number;
  title: string;
  service: string;
  severity: Severity;
}

const incidents: Incident[] = [
  { id: 1, title: 'Checkout latency above 2 s', service: 'Payments', severity: 'High' },
  { id: 2, title: 'Typo on the pricing page', service: 'Website', severity: 'Low' },
  { id: 3, title: 'Database replica lagging', service: 'Orders', severity: 'Critical' },
  { id: 4, title: 'Push notifications delayed', service: 'Mobile', severity: 'Medium' },
  { id: 5, title: 'Search returns stale results', service: 'Catalogue', severity: 'Medium' },
  { id: 6, title: 'Login fails for SSO users', service: 'Accounts', severity: 'Critical' },
  { id: 7, title: 'Report export times out', service: 'Analytics', severity: 'High' },
];

// Alphabetical order would put "Critical" first and "Medium" after "Low": rank by position instead.
const bySeverity: GridComparatorFn<Severity> = (a, b) => SEVERITY.indexOf(a) - SEVERITY.indexOf(b);

const columns: GridColDef<Incident>[] = [
  { field: 'title', headerName: 'Incident', flex: 1, minWidth: 220 },
  { field: 'service', headerName: 'Service', width: 120 },
  { field: 'severity', headerName: 'Severity', width: 120, sortComparator: bySeverity },
];

export default function SeverityComparator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={incidents}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'severity', sort: 'desc' }] } }}
        hideFooter
        aria-label="Incidents by severity"
      />
    </Box>
  );
}
