import Paper from '@mui/material/Paper';
import MuiTypography from '@mui/material/Typography';
import { THEME_ID as MATERIAL_THEME_ID, ThemeProvider as MaterialThemeProvider, createTheme } from '@mui/material/styles';
import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const amenities = ['Wi-Fi', 'Parking', 'Breakfast'];

const materialTheme = createTheme({ shape: { borderRadius: 12 } });

// A Material UI surface holding Joy UI controls: each reads its own library's theme. Joy UI's
// provider comes first (inside an app that already has one, it defers to it).
export default function MaterialPaperJoyFields() {
  return (
    <JoyCssVarsProvider>
      <MaterialThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
        {/* Transparent and with the page's text colour, so it sits on Joy UI's surface in either mode. */}
        <Paper
          variant="outlined"
          sx={{
            maxWidth: 420,
            mx: 'auto',
            p: 2.5,
            bgcolor: 'transparent',
            color: 'inherit',
          }}
        >
          <MuiTypography variant="h6" component="h3" sx={{ color: 'inherit' }}>
            Find a guesthouse
          </MuiTypography>
          <Stack spacing={1.5} sx={{ mt: 1.5 }}>
            <FormControl>
              <FormLabel>Town</FormLabel>
              <Input placeholder="Hallstatt" />
            </FormControl>
            <Stack direction="row" spacing={1}>
              {amenities.map((item) => (
                <Chip key={item} variant="soft" color="primary">
                  {item}
                </Chip>
              ))}
            </Stack>
          </Stack>
        </Paper>
      </MaterialThemeProvider>
    </JoyCssVarsProvider>
  );
}
