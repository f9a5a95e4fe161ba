import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Palette tokens decide what each variant looks like. Here outlined controls get darker
// borders and the primary soft variant a warmer tint, in both colour schemes.
const theme = extendTheme({
  // This site switches modes with `data-mui-color-scheme` on <html>; the prefix keeps these
  // variables apart from the page's own theme. An app with one theme needs neither option.
  cssVarPrefix: 'outline',
  colorSchemeSelector: 'data-mui-color-scheme',
  colorSchemes: {
    light: {
      palette: {
        neutral: { outlinedBorder: 'var(--outline-palette-neutral-500)' },
        primary: { softBg: '#fde7d9', softColor: '#7a2e05', softHoverBg: '#fbd0b5' },
      },
    },
    dark: {
      palette: {
        neutral: { outlinedBorder: 'var(--outline-palette-neutral-400)' },
        primary: { softBg: '#4a2410', softColor: '#ffd7bd', softHoverBg: '#5f2f15' },
      },
    },
  },
});

export default function StrongerOutlinesTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 360, mx: 'auto' }}>
        <FormControl>
          <FormLabel>Gift card code</FormLabel>
          <Input placeholder="XXXX-XXXX-XXXX" />
        </FormControl>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="soft">Redeem</Button>
          <Button variant="outlined" color="neutral">
            Scan card
          </Button>
        </Box>
      </Box>
    </CssVarsProvider>
  );
}
