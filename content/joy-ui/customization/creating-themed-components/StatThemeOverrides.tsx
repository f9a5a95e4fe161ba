import Box from '@mui/joy/Box';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Stat from './Stat';

const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'stats',
  colorSchemeSelector: 'data-mui-color-scheme',
  components: {
    JoyStat: {
      defaultProps: { variant: 'soft', color: 'primary', size: 'sm' },
      styleOverrides: {
        root: { borderInlineStart: '4px solid currentColor' },
        value: ({ theme }) => ({ fontFamily: theme.vars.fontFamily.code }),
      },
    },
  },
});

export default function StatThemeOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <Stat label="Visitors" value="18,204" />
        <Stat label="Sign-ups" value="612" />
        <Stat label="Conversion" value="3.4%" color="success" />
      </Box>
    </CssVarsProvider>
  );
}
