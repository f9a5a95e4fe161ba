import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

// The callback form needs a ThemeProvider above it. Create the theme once, at module level
// (in an app, this is the theme your root ThemeProvider already passes down). This one follows
// the page's light/dark attribute with its own CSS variable prefix; an app would write
// `cssVariables: true`.
const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'layout' },
  colorSchemes: { light: true, dark: true },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
});

export default function BreakpointBadgeCallback() {
  return (
    <ThemeProvider theme={appTheme}>
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
