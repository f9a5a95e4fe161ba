import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

// A class selector: any element with `preview-dark` gets the dark variables, and its
// children inherit them. The prefix keeps these variables apart from the page's own.
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'preview', colorSchemeSelector: '.preview-%s' },
  colorSchemes: {
    light: { palette: { primary: { main: '#5e35b1' } } },
    dark: { palette: { primary: { main: '#b39ddb' } } },
  },
});

export default function PreviewPaneScheme() {
  const [dark, setDark] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />}
        label="Preview in dark mode"
      />
      <ThemeProvider theme={theme}>
        {/* Only this pane switches; the rest of the page keeps its own mode. */}
        <div className={dark ? 'preview-dark' : 'preview-light'}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Chip label="Newsletter · issue 31" size="small" color="primary" variant="outlined" />
            <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
              Five trails to walk this autumn
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Maps, parking tips and where to find the best chestnuts.
            </Typography>
            <Button variant="contained">Read the issue</Button>
          </Paper>
        </div>
      </ThemeProvider>
    </Stack>
  );
}
