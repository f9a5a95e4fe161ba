import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { StyledEngineProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// Your app's own CSS, in a layer declared after `mui`: it wins over anything in `mui`,
// whatever the selectors' specificity, and loses to styles that are in no layer at all.
const appCss = `
@layer mui, app;
@layer app {
  .checkout-cta { border-radius: 999px; text-transform: none; padding-inline: 24px; }
}`;

// Both buttons have identical styles, so in one Emotion cache they would get the same class name,
// and the unlayered copy of the rule would reach the layered button too. The unlayered button
// therefore gets a cache of its own (an app layers all of Material UI and needs no second cache).
const unlayeredCache = createCache({ key: 'unlayered' });

export default function LayeredCheckoutButton() {
  // The layered cache writes into the document's <head>, so it starts in the browser.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <GlobalStyles styles={appCss} />
      <div>
        <Typography variant="body2" component="p" gutterBottom>
          Material UI styles in no layer
        </Typography>
        <CacheProvider value={unlayeredCache}>
          <Button variant="contained" className="checkout-cta">
            Place order
          </Button>
        </CacheProvider>
      </div>
      <div>
        <Typography variant="body2" component="p" gutterBottom>
          Material UI styles in <code>@layer mui</code>
        </Typography>
        {mounted ? (
          <StyledEngineProvider enableCssLayer>
            <Button variant="contained" className="checkout-cta">
              Place order
            </Button>
          </StyledEngineProvider>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Loading…
          </Typography>
        )}
      </div>
    </Stack>
  );
}
