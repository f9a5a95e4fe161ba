import { ThemeProvider as EmotionThemeProvider, type Theme as EmotionTheme } from '@emotion/react';
import styled from '@emotion/styled';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, THEME_ID, ThemeProvider } from '@mui/material/styles';

// The host app's own theme: a shape Material UI knows nothing about.
type HostTheme = { colors: { accent: string; onAccent: string; surface: string; ink: string }; radii: { card: number } };

const hostTheme: HostTheme = {
  colors: { accent: '#5b2a86', onAccent: '#ffffff', surface: '#f6f2fa', ink: '#1d1a22' },
  radii: { card: 12 },
};

const materialTheme = createTheme({
  palette: { primary: { main: '#5b2a86' } },
  shape: { borderRadius: 8 },
});

const host = (theme: EmotionTheme) => theme as unknown as HostTheme;

const Frame = styled.section((props) => ({
  maxWidth: 420,
  borderRadius: host(props.theme).radii.card,
  backgroundColor: host(props.theme).colors.surface,
  color: host(props.theme).colors.ink,
  overflow: 'hidden',
  fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
}));

const Banner = styled.p((props) => ({
  margin: 0,
  padding: '12px 16px',
  fontWeight: 500,
  backgroundColor: host(props.theme).colors.accent,
  color: host(props.theme).colors.onAccent,
}));

export default function ScopedThemeCard() {
  return (
    <EmotionThemeProvider theme={hostTheme}>
      <ThemeProvider theme={{ [THEME_ID]: materialTheme }}>
        <Frame aria-label="Newsletter sign-up">
          <Banner>Lakeside Library · Monthly events letter</Banner>
          <Stack spacing={2} sx={{ p: 2 }}>
            <TextField label="Email" type="email" size="small" fullWidth />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button>Not now</Button>
              <Button variant="contained">Subscribe</Button>
            </Stack>
          </Stack>
        </Frame>
      </ThemeProvider>
    </EmotionThemeProvider>
  );
}
