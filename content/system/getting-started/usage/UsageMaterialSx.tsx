import Box from '@mui/system/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';

export default function UsageMaterialSx() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box component="h3" sx={{ m: 0, fontSize: 18 }}>
          Invoice INV-2207
        </Box>
        <Chip label="Overdue" color="error" variant="outlined" size="small" sx={{ fontWeight: 'bold' }} />
      </Box>
      <Box sx={{ color: 'text.secondary' }}>Northwind Traders · $1,840.00 · due 3 March</Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button variant="text" sx={{ color: 'text.secondary' }}>
          Snooze
        </Button>
        <Button variant="contained" sx={{ px: 3, borderRadius: 5 }}>
          Send reminder
        </Button>
      </Box>
    </Paper>
  );
}
