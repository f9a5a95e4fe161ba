import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function OrderSummaryComplex() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, p: 2 }}>
      <GridLegacy container spacing={2}>
        <GridLegacy item>
          <Box
            role="img"
            aria-label="Green trail running shoe"
            sx={{ width: 112, height: 112, borderRadius: 1, background: 'linear-gradient(135deg, #52b788, #1b4332)' }}
          />
        </GridLegacy>
        <GridLegacy item xs={12} sm container>
          <GridLegacy item xs container direction="column" spacing={1}>
            <GridLegacy item xs>
              <Typography component="p" variant="subtitle1">
                Ridge Runner trail shoe
              </Typography>
              <Typography variant="body2">Size 42 · Moss green</Typography>
              <Typography variant="body2" color="text.secondary">
                Order 10482
              </Typography>
            </GridLegacy>
            <GridLegacy item>
              <Button size="small">Return item</Button>
            </GridLegacy>
          </GridLegacy>
          <GridLegacy item>
            <Typography component="p" variant="subtitle1">
              €129.00
            </Typography>
          </GridLegacy>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}
