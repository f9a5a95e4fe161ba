import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  // The page toggles light/dark with this attribute on <html>; the prefix keeps this theme's
  // variables apart from the page's own. In an app of your own, `cssVariables: true` is enough.
  cssVariables: {
    colorSchemeSelector: 'data-mui-color-scheme',
    cssVarPrefix: 'bakery',
  },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#7b3f00' },
        secondary: { main: '#2f6b4f' },
        background: { paper: '#fffaf3' },
      },
    },
    dark: {
      palette: {
        // Lighter tones: the light scheme's browns would disappear on a dark surface.
        primary: { main: '#f0b67f' },
        secondary: { main: '#8fd1ae' },
        background: { paper: '#2a211b' },
      },
    },
  },
});

export default function BakeryBrandTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 380 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
            <Chip label="Sourdough" color="primary" size="small" />
            <Chip label="Vegan" color="secondary" size="small" variant="outlined" />
          </Stack>
          <Typography variant="h6" component="h3">
            Saturday bake box
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Two loaves, six cardamom buns and a jar of plum jam, ready from 8:00.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained">Reserve a box</Button>
          <Button color="secondary">See what's inside</Button>
        </CardActions>
      </Card>
    </ThemeProvider>
  );
}
