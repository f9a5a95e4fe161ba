import Box from '@mui/system/Box';

const entries = [
  { date: '02 May', description: 'Coffee roasters', amount: '-4.80' },
  { date: '03 May', description: 'Salary', amount: '2,950.00' },
  { date: '05 May', description: 'Electricity', amount: '-61.25' },
];

export default function StatementTextAlign() {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: 1, maxWidth: 420, '& th, & td': { py: 0.75, borderBottom: 1, borderColor: 'divider' } }}>
      <caption style={{ textAlign: 'start', fontWeight: 'bold' }}>May statement</caption>
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: 'start' }}>Date</Box>
          <Box component="th" sx={{ textAlign: 'start' }}>Description</Box>
          <Box component="th" sx={{ textAlign: 'end' }}>Amount (€)</Box>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.date}>
            <td>{entry.date}</td>
            <td>{entry.description}</td>
            <Box component="td" sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{entry.amount}</Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
