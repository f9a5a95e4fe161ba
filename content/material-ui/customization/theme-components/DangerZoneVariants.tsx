import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';

// `variants` applies a style only when the props match: every destructive button
// (color="error") gets a heavier look, whatever screen it is on.
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const destructiveButtons = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
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
              style: {
                '--variant-containedBg': (outer.vars ?? outer).palette.error.dark,
                '&:hover': { filter: 'brightness(0.9)' },
              },
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
      <Stack spacing={1.5} sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
      </Stack>
    </ThemeProvider>
  );
}
