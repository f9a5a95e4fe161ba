import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

// 1. The theme tells the components that compute positions in JavaScript which way to go.
//    `colorSchemes` lets the form follow light and dark mode like the rest of an app.
const theme = createTheme({ direction: 'rtl', colorSchemes: { light: true, dark: true } });

// 2. An Emotion cache that flips physical properties (padding-left becomes padding-right…)
//    as styles are inserted. Create it once, outside any component.
const rtlCache = createCache({ key: 'checkout-rtl', stylisPlugins: [prefixer, rtlPlugin] });

export default function RtlCheckoutForm() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        {/* 3. The document direction, with the language for screen readers. */}
        <Box dir="rtl" lang="ar">
          <Paper variant="outlined" component="form" aria-labelledby="checkout-title" sx={{ p: 2.5, maxWidth: 440 }}>
            <Typography id="checkout-title" variant="h6" component="h3" gutterBottom>
              عنوان التوصيل
            </Typography>
            <Stack spacing={2}>
              <TextField label="الاسم الكامل" autoComplete="name" required fullWidth />
              <TextField
                label="رقم الجوال"
                type="tel"
                autoComplete="tel"
                fullWidth
                helperText="سنرسل رسالة عند وصول الطلب"
                slotProps={{
                  input: {
                    startAdornment: (
                      // Phone numbers read left to right even inside Arabic text.
                      <InputAdornment position="start">
                        <bdi dir="ltr">+966</bdi>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField label="المدينة والحي" autoComplete="address-level2" fullWidth />
              <FormControlLabel control={<Checkbox defaultChecked />} label="احفظ العنوان للطلبات القادمة" />
              <Button variant="contained" endIcon={<ArrowBackRounded />} sx={{ alignSelf: 'flex-start' }}>
                متابعة إلى الدفع
              </Button>
            </Stack>
          </Paper>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
