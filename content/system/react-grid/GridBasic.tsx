import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const panels = [
  { title: 'Revenue, last 30 days', value: '$48,920', size: 8 },
  { title: 'Refund requests', value: '14 open', size: 4 },
  { title: 'New customers', value: '312', size: 4 },
  { title: 'Top product', value: 'Trail runner 3', size: 8 },
];

export default function GridBasic() {
  return (
    <Grid container spacing={2}>
      {panels.map((panel) => (
        <Grid key={panel.title} size={panel.size}>
          <Box sx={{ p: 2, height: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{panel.title}</Box>
            <Box sx={{ fontSize: 22, fontWeight: 'bold' }}>{panel.value}</Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
