import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

// 1. Tell TypeScript about the new key: on Theme (what components read)
//    and on ThemeOptions (what createTheme accepts).
declare module '@mui/material/styles' {
  interface Theme {
    appShell: { railWidth: number; headerHeight: number };
  }
  interface ThemeOptions {
    appShell?: { railWidth?: number; headerHeight?: number };
  }
}

// 2. Give it a value when the theme is created, once, outside any component.
const fleetTheme = createTheme({
  appShell: { railWidth: 72, headerHeight: 48 },
});

// 3. Components read the sizes from the theme instead of repeating magic numbers.
const Header = styled('header')(({ theme }) => ({
  height: theme.appShell.headerHeight,
  display: 'flex',
  alignItems: 'center',
  paddingInline: theme.spacing(2),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const Rail = styled('nav')(({ theme }) => ({
  width: theme.appShell.railWidth,
  flexShrink: 0,
  borderRight: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

export default function LayoutThemeVariable() {
  return (
    <ThemeProvider theme={fleetTheme}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, overflow: 'hidden' }}>
        <Header>
          <Typography variant="subtitle2" component="p">
            Fleet tracker
          </Typography>
        </Header>
        <Box sx={{ display: 'flex', height: 140 }}>
          <Rail aria-label="Sections" />
          <Box sx={{ p: 2 }}>
            <Typography variant="body2">
              Rail: {fleetTheme.appShell.railWidth} px wide. Header: {fleetTheme.appShell.headerHeight} px tall. Both
              come from theme.appShell.
            </Typography>
          </Box>
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
