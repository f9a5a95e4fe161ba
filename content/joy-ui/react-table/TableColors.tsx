import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';

const tables = [
  { color: 'success', title: 'Passed checks', rows: [['Unit tests', '1,204'], ['Type check', '0 errors']] },
  { color: 'danger', title: 'Failed checks', rows: [['E2E: checkout', '2 failures'], ['Bundle size', '+18 kB']] },
  { color: 'warning', title: 'Flaky checks', rows: [['E2E: search', '1 retry'], ['Visual diff', '3 retries']] },
] as const;

export default function TableColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, width: '100%' }}>
      {tables.map((table) => (
        <Table key={table.title} variant="soft" color={table.color} size="sm" sx={{ borderRadius: 'sm' }}>
          <caption>{table.title}</caption>
          <thead>
            <tr>
              <th>Check</th>
              <th>Result</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([check, result]) => (
              <tr key={check}>
                <td>{check}</td>
                <td>{result}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ))}
    </Box>
  );
}
