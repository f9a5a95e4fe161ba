import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';

// The app's theme, created once and provided at the root.
const shopTheme = createTheme({
  palette: { primary: { main: '#6a1b9a' } },
});

// A function theme receives the theme above it and returns the theme for its subtree:
// the promo card keeps the shop's palette but gets rounder, bolder components.
const promoTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: { root: { borderRadius: 999 } },
    },
    MuiCard: {
      styleOverrides: { root: { borderRadius: 16, borderColor: outer.palette.primary.main } },
    },
  },
});

function OfferCard({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ flex: '1 1 200px' }} variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </CardContent>
      <CardActions>
        <Button>Claim</Button>
      </CardActions>
    </Card>
  );
}

export default function NestedPromoTheme() {
  return (
    <ThemeProvider theme={shopTheme}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', maxWidth: 560 }}>
        <OfferCard title="Standard offer" text="Free delivery over £40. Uses the shop's theme." />
        <ThemeProvider theme={promoTheme}>
          <OfferCard title="Summer promo" text="20% off garden furniture. Same component, nested theme." />
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
