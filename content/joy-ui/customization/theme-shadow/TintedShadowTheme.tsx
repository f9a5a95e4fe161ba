import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Shadows tinted with the brand's deep violet, and a hairline ring around every shadow.
const theme = extendTheme({
  // This site keys its colour schemes on `data-mui-color-scheme`, and the prefix keeps these
  // variables apart from the page's own; an app with one theme needs neither option.
  cssVarPrefix: 'violet',
  colorSchemeSelector: 'data-mui-color-scheme',
  colorSchemes: {
    light: {
      shadowChannel: '60 30 110',
      shadowOpacity: '0.14',
      shadowRing: '0 0 0 1px rgba(60 30 110 / 0.08)',
    },
    dark: {
      shadowChannel: '0 0 0',
      shadowOpacity: '0.7',
      shadowRing: '0 0 0 1px rgba(255 255 255 / 0.08)',
    },
  },
});

export default function TintedShadowTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', p: 2 }}>
        <Card variant="plain" sx={{ width: 200, boxShadow: 'sm' }}>
          <Typography level="title-sm">Resting card</Typography>
          <Typography level="body-sm">shadow sm</Typography>
        </Card>
        <Card variant="plain" sx={{ width: 200, boxShadow: 'xl' }}>
          <Typography level="title-sm">Floating card</Typography>
          <Typography level="body-sm">shadow xl</Typography>
          <Button size="sm" sx={{ boxShadow: 'md' }}>
            Book a tasting
          </Button>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
