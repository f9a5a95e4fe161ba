import Button from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Link as RouterLink, type LinkProps as RouterLinkProps, useLocation } from 'react-router';

// Turns Material UI's `href` into react-router's `to`. In React 19, `ref` arrives as a prop.
function LinkBehavior({ href, ...other }: Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }) {
  return <RouterLink to={href} {...other} />;
}

// Every Link and every ButtonBase-based component with an `href` now navigates with the router.
// Without a ThemeProvider above (pasted alone into an app), `upper` is empty: extend the default theme.
const withRouterLinks = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: { defaultProps: { component: LinkBehavior } as LinkProps },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  },
});

function Location() {
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      Router location: <code>{useLocation().pathname}</code>
    </Typography>
  );
}

export default function GlobalLinkBehavior() {
  return (
    <ThemeProvider theme={withRouterLinks}>
      <MemoryRouter initialEntries={['/material-ui/react-slider/']}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Sliders pair well with <Link href="/material-ui/react-switch/">switches</Link> in settings panels.
          </Typography>
          <Button href="/material-ui/react-button/" variant="outlined">
            Back to buttons
          </Button>
          <Location />
        </Stack>
      </MemoryRouter>
    </ThemeProvider>
  );
}
