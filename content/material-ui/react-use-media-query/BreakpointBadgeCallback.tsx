import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

// The callback form reads the theme from a ThemeProvider above it, and logs an error without
// one. Pasted alone into an app with no provider, this keeps the default theme in context.
const themeInContext = (upper: Theme): Theme => (upper?.breakpoints ? upper : createTheme());

export default function BreakpointBadgeCallback() {
  return (
    <ThemeProvider theme={themeInContext}>
      <LayoutChips />
    </ThemeProvider>
  );
}

function LayoutChips() {
  // The callback form reads the theme itself: no useTheme() needed.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isTablet = useMediaQuery((theme: Theme) => theme.breakpoints.between('sm', 'lg'));
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));

  return (
    <Stack direction="row" spacing={1} useFlexGap role="list" aria-label="Layouts" sx={{ flexWrap: 'wrap' }}>
      {[
        { label: 'Phone layout', active: isPhone },
        { label: 'Tablet layout', active: isTablet },
        { label: 'Desktop layout', active: isDesktop },
      ].map(({ label, active }) => (
        <Chip
          key={label}
          role="listitem"
          label={`${label}: ${active ? 'on' : 'off'}`}
          color={active ? 'primary' : 'default'}
          variant={active ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}
