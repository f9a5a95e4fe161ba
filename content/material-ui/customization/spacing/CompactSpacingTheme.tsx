import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Same layout code, two spacing units. The nested theme follows the page's light/dark
// attribute and uses its own CSS variable prefix (an app would write `cssVariables: true`).
const compact = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'compact' },
  colorSchemes: { light: true, dark: true },
  spacing: 5,
});

function ShippingForm({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, flex: '1 1 240px' }}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <TextField size="small" label="Street address" defaultValue="14 Rope Walk" />
        <Stack direction="row" spacing={2}>
          <TextField size="small" label="City" defaultValue="Bristol" />
          <TextField size="small" label="Postcode" defaultValue="BS1 6PZ" sx={{ width: 120 }} />
        </Stack>
        <Button variant="contained" sx={{ alignSelf: 'flex-start', px: 4 }}>
          Save address
        </Button>
      </Stack>
    </Paper>
  );
}

export default function CompactSpacingTheme() {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <ShippingForm title="8 px unit (default)" />
      <ThemeProvider theme={compact}>
        <ShippingForm title="5 px unit" />
      </ThemeProvider>
    </Stack>
  );
}
