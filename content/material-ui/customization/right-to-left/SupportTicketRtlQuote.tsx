import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import * as React from 'react';

const rtlTheme = createTheme({ direction: 'rtl', colorSchemes: { light: true, dark: true } });
const rtlCache = createCache({ key: 'ticket-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// Wraps one right-to-left region of a left-to-right page: its own cache, theme and `dir`.
function RightToLeft({ lang, children }: { lang: string; children: React.ReactNode }) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <div dir="rtl" lang={lang}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}

export default function SupportTicketRtlQuote() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Ticket #4817 · Order arrived damaged
        </Typography>
        <Chip label="Open" color="primary" size="small" />
      </Stack>

      <RightToLeft lang="ar">
        <Stack direction="row" spacing={1.5} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Avatar alt="">ل</Avatar>
          <Box>
            <Typography variant="subtitle2" component="p">
              ليلى حداد
            </Typography>
            <Typography variant="body2">
              وصلت الطاولة اليوم لكن إحدى الأرجل مكسورة. هل يمكن إرسال قطعة بديلة بدلاً من إعادة الطلب كاملاً؟
            </Typography>
            <Chip label="صورة مرفقة" size="small" variant="outlined" sx={{ mt: 1 }} />
          </Box>
        </Stack>
      </RightToLeft>

      <TextField label="Reply" multiline minRows={2} fullWidth sx={{ mt: 2 }} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button>Add internal note</Button>
        <Button variant="contained">Send reply</Button>
      </Stack>
    </Paper>
  );
}
