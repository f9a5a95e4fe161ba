import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// `variants` applies a style only when the props match: every destructive button
// (color="error") gets a heavier look, whatever screen it is on.
const destructiveButtons = createTheme({
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { color: 'error' }, style: { fontWeight: 700, letterSpacing: '0.04em' } },
            {
              props: { color: 'error', variant: 'outlined' },
              style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
            },
            // The darker red keeps white text readable in both light and dark mode.
            {
              props: { color: 'error', variant: 'contained' },
              style: ({ theme }) => ({
                '--variant-containedBg': (theme.vars ?? theme).palette.error.dark,
                '&:hover': { filter: 'brightness(0.9)' },
              }),
            },
            // A function matches on anything the ownerState holds.
            {
              props: ({ ownerState }) => ownerState.color === 'error' && !!ownerState.disabled,
              style: { borderStyle: 'dashed' },
            },
          ],
        },
      },
    },
  },
});

export default function DangerZoneVariants() {
  return (
    <ThemeProvider theme={destructiveButtons}>
      <Paper variant="outlined" component={Stack} spacing={1.5} sx={{ maxWidth: 420, p: 2 }}>
        <Typography variant="subtitle1" component="h3">
          Danger zone
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined">Export data</Button>
          <Button variant="outlined" color="error">
            Transfer ownership
          </Button>
          <Button variant="contained" color="error">
            Delete workspace
          </Button>
          <Button variant="outlined" color="error" disabled>
            Reset billing
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
