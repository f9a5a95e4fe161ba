import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Mode = 'light' | 'dark' | 'system';

// Keys of our own, so that this preview does not change the colour mode of the whole site.
const MODE_KEY = 'reader-preview-mode';

export default function ReaderSchemeScript() {
  const previewId = React.useId();
  const [mode, setMode] = React.useState<Mode | ''>('');

  // The stored mode is only known in the browser.
  React.useEffect(() => {
    setMode((localStorage.getItem(MODE_KEY) as Mode | null) ?? 'system');
  }, []);

  const choose = (next: Mode) => {
    localStorage.setItem(MODE_KEY, next);
    const dark = next === 'dark' || (next === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.getElementById(previewId)?.setAttribute('data-reader-scheme', dark ? 'dark' : 'light');
    setMode(next);
  };

  return (
    <div>
      <RadioGroup
        row
        aria-label="Preview colour mode"
        value={mode}
        onChange={(event) => choose(event.target.value as Mode)}
      >
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
        <FormControlLabel value="system" control={<Radio />} label="System" />
      </RadioGroup>
      <Box
        id={previewId}
        // The script sets the attribute before React hydrates: tell React to expect it.
        suppressHydrationWarning
        sx={{
          maxWidth: 420,
          p: 2,
          borderRadius: 1,
          border: '1px solid #9e9e9e',
          bgcolor: '#ffffff',
          color: '#1c1c1c',
          '&[data-reader-scheme="dark"]': { bgcolor: '#1c1f26', color: '#eceff4' },
        }}
      >
        <Typography component="p" variant="subtitle1">
          Chapter 7: Night train
        </Typography>
        <Typography variant="body2">
          Pick a mode, then reload the page: the preview comes back in that mode from the very
          first paint, because the script below runs while the HTML is parsed.
        </Typography>
      </Box>
      {/* Right after the element it styles, so that the element already exists when it runs. */}
      <InitColorSchemeScript
        attribute="data-reader-scheme"
        modeStorageKey={MODE_KEY}
        colorSchemeStorageKey="reader-preview-scheme"
        colorSchemeNode={`document.getElementById('${previewId}')`}
      />
    </div>
  );
}
