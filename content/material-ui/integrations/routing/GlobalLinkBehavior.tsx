import Button from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import * as React from 'react';
import { MemoryRouter, Link as RouterLink, type LinkProps as RouterLinkProps, useLocation } from 'react-router';

// Turns Material UI's `href` into react-router's `to`. In React 19, `ref` arrives as a prop.
function LinkBehavior({ href, ...other }: Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }) {
  return <RouterLink to={href} {...other} />;
}

// Every Link and every ButtonBase-based component with an `href` now navigates with the router.
function withRouterLinks(theme: Theme): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiLink: { defaultProps: { component: LinkBehavior } as LinkProps },
      MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
    },
  };
}

function Location() {
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      Router location: <code>{useLocation().pathname}</code>
    </Typography>
  );
}

export default function GlobalLinkBehavior() {
  // The app's theme around the demo (Material UI's default theme when there is no provider).
  const appTheme = useTheme();
  const routerTheme = React.useCallback(() => withRouterLinks(appTheme), [appTheme]);

  return (
    <ThemeProvider theme={routerTheme}>
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
