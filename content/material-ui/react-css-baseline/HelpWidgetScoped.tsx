import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import * as React from 'react';

// The styles of an older page that the widget is embedded in.
const legacyPage: React.CSSProperties = {
  flex: 1,
  padding: 12,
  fontFamily: 'Georgia, serif',
  fontSize: 17,
  color: 'inherit',
  border: '1px dashed #8a6d3b',
};

function HelpWidget() {
  return (
    <div style={{ padding: 8 }}>
      <p style={{ marginTop: 0 }}>
        <b>Need help?</b> Search our guides or write to us.
      </p>
      <Button size="small" variant="outlined">
        Contact support
      </Button>
    </div>
  );
}

export default function HelpWidgetScoped() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <div style={legacyPage}>
        Without ScopedCssBaseline
        <HelpWidget />
      </div>
      <div style={legacyPage}>
        With ScopedCssBaseline
        {/* The widget gets the theme's font, text colour and background; the page keeps its own. */}
        <ScopedCssBaseline sx={{ mt: 1, borderRadius: 1 }}>
          <HelpWidget />
        </ScopedCssBaseline>
      </div>
    </Stack>
  );
}
