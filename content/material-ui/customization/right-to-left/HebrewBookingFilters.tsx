import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import * as React from 'react';

const theme = createTheme({ direction: 'rtl', colorSchemes: { light: true, dark: true } });
const rtlCache = createCache({ key: 'booking-rtl', stylisPlugins: [prefixer, rtlPlugin] });

const shekels = (value: number) => `${value} ₪`;

export default function HebrewBookingFilters() {
  const [price, setPrice] = React.useState<number[]>([300, 900]);
  const [page, setPage] = React.useState(1);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" dir="rtl" lang="he" sx={{ p: 2.5, maxWidth: 440 }}>
          <Stack spacing={2.5}>
            <TextField
              label="יעד"
              placeholder="עיר, אזור או שם מלון"
              helperText="לדוגמה: אילת, הגליל העליון"
              fullWidth
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <div>
              <Typography variant="body2" gutterBottom>
                מחיר ללילה: {shekels(price[0])} עד {shekels(price[1])}
              </Typography>
              {/* With direction 'rtl', the minimum is on the right, and the arrow keys
                  follow the reading direction. */}
              <Slider
                value={price}
                onChange={(_, value) => setPrice(value as number[])}
                min={100}
                max={1500}
                step={50}
                valueLabelDisplay="auto"
                valueLabelFormat={shekels}
                getAriaLabel={(index) => (index === 0 ? 'מחיר מינימלי' : 'מחיר מקסימלי')}
                getAriaValueText={shekels}
              />
            </div>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              נמצאו 47 מלונות · עמוד {page} מתוך 5
            </Typography>
            {/* "Previous" sits on the right and its arrow points right. */}
            <Pagination
              count={5}
              page={page}
              onChange={(_, value) => setPage(value)}
              color="primary"
              aria-label="ניווט בין עמודי התוצאות"
              getItemAriaLabel={(type, value) => {
                if (type === 'page') return `עמוד ${value}`;
                return type === 'next' ? 'לעמוד הבא' : type === 'previous' ? 'לעמוד הקודם' : type === 'first' ? 'לעמוד הראשון' : 'לעמוד האחרון';
              }}
            />
          </Stack>
        </Paper>
      </ThemeProvider>
    </CacheProvider>
  );
}
