import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

const theme = createTheme({ direction: 'rtl', colorSchemes: { light: true, dark: true } });
const rtlCache = createCache({ key: 'product-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// The photo is not mirrored, and its empty sky is on the left: the badge stays there.
// A `/* @noflip */` comment before a declaration keeps the RTL plugin away from it.
const SaleBadge = styled('span')`
  position: absolute;
  top: 12px;
  /* @noflip */
  left: 12px;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background-color: #c62828;
`;

export default function NoflipProductCard() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Card variant="outlined" dir="rtl" lang="he" sx={{ maxWidth: 340 }}>
          <Box sx={{ position: 'relative' }}>
            <Box
              role="img"
              aria-label="אוהל כתום על גבעה, שמיים פתוחים משמאל"
              sx={{
                height: 150,
                // In sx, the comment goes inside the value. Without it, `to right` would become
                // `to left` and the tent would move to the other side of the picture.
                background: '/* @noflip */ linear-gradient(to right, #bbdefb 0%, #90caf9 55%, #ef6c00 80%, #5d4037 100%)',
              }}
            />
            <SaleBadge>מבצע</SaleBadge>
          </Box>
          <CardContent>
            <Typography variant="h6" component="h3">
              אוהל הרים לשניים
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              עמיד ברוח, שוקל 2.1 ק״ג ומוקם בחמש דקות.
            </Typography>
            <Typography variant="subtitle1" component="p">
              749 ₪
            </Typography>
          </CardContent>
        </Card>
      </ThemeProvider>
    </CacheProvider>
  );
}
