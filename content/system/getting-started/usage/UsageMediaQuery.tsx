import Box from '@mui/system/Box';
import { useTheme, useMediaQuery } from '@mui/system';
import type { Theme } from '@mui/system';

const columns = ['Ticket', 'Customer', 'Status', 'Updated'];
const row = ['#8812', 'Kaito Ishikawa', 'Waiting on customer', '2 h ago'];

export default function UsageMediaQuery() {
  const theme = useTheme<Theme>();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const visible = wide ? columns : columns.slice(0, 2);

  return (
    <Box>
      <Box sx={{ mb: 1, color: 'text.secondary', fontSize: 14 }}>
        {wide ? 'Wide layout: all columns shown.' : 'Narrow layout: only ticket and customer shown.'}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${visible.length}, 1fr)`, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {visible.map((column) => (
          <Box key={column} sx={{ p: 1, fontWeight: 'bold', borderBottom: 1, borderColor: 'divider' }}>
            {column}
          </Box>
        ))}
        {visible.map((column, index) => (
          <Box key={column} sx={{ p: 1 }}>
            {row[index]}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
