import CssBaseline from '@mui/material/CssBaseline';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import * as React from 'react';

export default function ReadingAppBaseline() {
  const [baseline, setBaseline] = React.useState(true);

  return (
    <>
      {/* Global styles for the whole document: html, body and every element's box-sizing. */}
      {baseline && <CssBaseline enableColorScheme />}
      <header style={{ padding: 16, borderBottom: '1px solid rgba(128, 128, 128, 0.4)' }}>
        <FormControlLabel
          control={<Switch checked={baseline} onChange={(event) => setBaseline(event.target.checked)} />}
          label="CssBaseline"
        />
      </header>
      <main style={{ padding: 16 }}>
        <p>
          <b>Chapter 3.</b> The ferry left at dawn. Without the baseline, the body has the
          browser&apos;s default margin, font and colours; with it, the theme&apos;s typography,
          text colour and background apply to the whole page.
        </p>
        <input
          aria-label="Search in the book"
          placeholder="Search in the book"
          style={{ width: '100%', padding: 8 }}
        />
        <p>The search field is 100 % wide with padding: it only fits with border-box sizing.</p>
      </main>
    </>
  );
}
