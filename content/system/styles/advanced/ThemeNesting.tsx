import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A function theme receives the outer theme and returns the inner one. With no
// ThemeProvider above, the outer theme is an empty object: start from the default theme.
function dangerZoneTheme(outer: Theme) {
  const base = outer.palette ? outer : createTheme();
  return createTheme({
    palette: {
      mode: base.palette.mode,
      primary: base.palette.error,
    },
    shape: { borderRadius: 2 },
    typography: { button: { textTransform: 'none' } },
  });
}

export default function ThemeNesting() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3">
          Workspace name
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Shown in invitations and on the billing page.
        </Typography>
        <Button variant="contained">Rename workspace</Button>
      </Paper>
      <ThemeProvider theme={dangerZoneTheme}>
        <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }}>
          <Typography variant="subtitle1" component="h3">
            Delete workspace
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Removes all projects and files for every member. This cannot be undone.
          </Typography>
          <Button variant="contained">Delete workspace</Button>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
