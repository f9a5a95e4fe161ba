import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { createPortal } from 'react-dom';

const BRAND_CSS = '/static/shadow-dom/brand.css';

interface Shadow {
  root: ShadowRoot;
  mount: HTMLElement;
  cache: EmotionCache;
}

export default function SupportWidgetShadow() {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = React.useState<Shadow | null>(null);

  // 1. A shadow root, an element to render into, and an Emotion cache that writes its
  //    <style> tags into the shadow root instead of the page's <head>.
  React.useEffect(() => {
    const host = hostRef.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    root.append(mount);
    setShadow({ root, mount, cache: createCache({ key: 'support-widget', container: root }) });
    return () => root.replaceChildren();
  }, []);

  // 2. Page stylesheets don't reach inside: load the widget's own CSS into the shadow root.
  React.useEffect(() => {
    if (!shadow) return undefined;
    const controller = new AbortController();
    fetch(BRAND_CSS, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          console.error('Failed to fetch CSS', response.statusText);
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = BRAND_CSS;
          shadow.root.append(link);
          return;
        }
        const style = document.createElement('style');
        style.textContent = await response.text();
        shadow.root.append(style);
      })
      .catch(() => {}); // aborted on unmount
    return () => controller.abort();
  }, [shadow]);

  // 3. Popups (the Select menu, the Tooltip) portal into the shadow root too, where the styles are.
  //    The theme depends on the shadow root's mount node, so it is created once that node exists.
  const theme = React.useMemo(() => {
    const container = shadow?.mount;
    return createTheme({
      components: {
        MuiPopover: { defaultProps: { container } },
        MuiPopper: { defaultProps: { container } },
        MuiModal: { defaultProps: { container } },
      },
    });
  }, [shadow]);

  return (
    <div ref={hostRef}>
      {/* Light DOM content: shown until the shadow root is attached, then hidden by it. */}
      <p>Loading the help desk widget…</p>
      {shadow &&
        createPortal(
          <CacheProvider value={shadow.cache}>
            <ThemeProvider theme={theme}>
              <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
                <header className="widget-header">
                  <h3 className="widget-title">Help desk</h3>
                  <span className="widget-hours">Mon–Fri, 8:00–18:00</span>
                </header>
                <TextField
                  select
                  size="small"
                  label="Topic"
                  defaultValue="billing"
                  slotProps={{ inputLabel: { htmlFor: undefined } }}
                >
                  <MenuItem value="billing">Billing</MenuItem>
                  <MenuItem value="delivery">Delivery</MenuItem>
                  <MenuItem value="returns">Returns</MenuItem>
                </TextField>
                <TextField label="Message" multiline minRows={2} size="small" />
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Tooltip title="Attach a photo or PDF">
                    <IconButton aria-label="Attach a file">
                      <AttachFileRounded />
                    </IconButton>
                  </Tooltip>
                  <Button type="submit" variant="contained">
                    Send
                  </Button>
                </Stack>
              </Stack>
            </ThemeProvider>
          </CacheProvider>,
          shadow.mount,
        )}
    </div>
  );
}
