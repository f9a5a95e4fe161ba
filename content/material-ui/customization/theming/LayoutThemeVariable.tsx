import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, styled, type Theme, ThemeProvider } from '@mui/material/styles';

// A custom theme key: declare it for TypeScript, on the theme and on its options.
declare module '@mui/material/styles' {
  interface Theme {
    appShell: { railWidth: number; headerHeight: number };
  }
  interface ThemeOptions {
    appShell?: { railWidth?: number; headerHeight?: number };
  }
}

// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const withShell = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({ ...outer, appShell: { railWidth: 72, headerHeight: 48 } });

// Components read the sizes from the theme instead of repeating magic numbers.
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
    <ThemeProvider theme={withShell}>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: '100%', maxWidth: 480, overflow: 'hidden' }}
      >
        <Header>
          <Typography variant="subtitle2" component="p">
            Fleet tracker
          </Typography>
        </Header>
        <Box sx={{ display: 'flex', height: 140 }}>
          <Rail aria-label="Sections" />
          <Box sx={{ p: 2 }}>
            <Typography variant="body2">
              Rail: 72 px wide. Header: 48 px tall. Both come from theme.appShell.
            </Typography>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
