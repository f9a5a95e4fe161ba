import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const forest = {
  50: '#f0f9f4',
  100: '#dcf1e4',
  200: '#b8e2c9',
  300: '#86cba4',
  400: '#4fae7b',
  500: '#2a7d53',
  600: '#226845',
  700: '#1b5237',
  800: '#123826',
  900: '#0a2016',
};

const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'forest',
  colorSchemeSelector: 'data-mui-color-scheme',
  colorSchemes: {
    light: { palette: { primary: forest } },
    dark: { palette: { primary: forest } },
  },
});

export default function ForestPrimaryTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start', maxWidth: 360, mx: 'auto' }}>
        <Chip variant="soft" color="primary">
          Carbon-neutral delivery
        </Chip>
        <Checkbox label="Plant a tree with my order (+€1)" defaultChecked />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button>Place order</Button>
          <Button variant="outlined">Save for later</Button>
        </Box>
        <Link href="https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html" level="body-sm">
          How we check colour contrast
        </Link>
      </Box>
    </CssVarsProvider>
  );
}
