import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const nightTheme = createTheme({ palette: { mode: 'dark' } });

export default function EnableColorOnDark() {
  return (
    <ThemeProvider theme={nightTheme}>
      <Box sx={{ display: 'grid', gap: 2, p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
        <AppBar position="static">
          <Toolbar>
            <Typography variant="h6" component="div">
              Stargazing log (default dark surface)
            </Typography>
          </Toolbar>
        </AppBar>
        <AppBar position="static" enableColorOnDark>
          <Toolbar>
            <Typography variant="h6" component="div">
              Stargazing log (enableColorOnDark)
            </Typography>
          </Toolbar>
        </AppBar>
      </Box>
    </ThemeProvider>
  );
}
