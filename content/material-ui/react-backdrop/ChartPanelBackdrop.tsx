import RefreshIcon from '@mui/icons-material/Refresh';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import * as React from 'react';

const weeklyVisits = [32, 45, 41, 58, 63, 49, 70];

export default function ChartPanelBackdrop() {
  const [refreshing, setRefreshing] = React.useState(false);

  const refresh = () => {
    setRefreshing(true);
    window.setTimeout(() => setRefreshing(false), 2000);
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', p: 2, maxWidth: 420 }} aria-busy={refreshing}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Visits this week
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 120, my: 2 }} role="img" aria-label="Bar chart of visits, rising from 32 on Monday to 70 on Sunday">
        {weeklyVisits.map((visits, day) => (
          <Box key={day} sx={{ flex: 1, height: `${visits}%`, bgcolor: 'primary.main', borderRadius: 1 }} />
        ))}
      </Box>
      <Button size="small" startIcon={<RefreshIcon />} onClick={refresh} disabled={refreshing}>
        Refresh
      </Button>
      {/* position absolute keeps the backdrop inside the panel instead of the whole window. */}
      <Backdrop
        open={refreshing}
        transitionDuration={400}
        sx={(theme) => ({
          position: 'absolute',
          backgroundColor: alpha(theme.palette.background.paper, 0.7),
          color: theme.palette.primary.main,
        })}
      >
        <CircularProgress color="inherit" size={32} aria-label="Refreshing chart" />
        {/* Hidden from screen readers with the backdrop: aria-busy on the panel says it instead. */}
      </Backdrop>
    </Paper>
  );
}
