import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const quotes = [
  '“Setup took five minutes.” – Ana, bakery owner',
  '“Our invoices finally go out on time, and the reminders chase late payers for us.” – Ravi, architect',
  '“Support answered on a Sunday.” – Jo, florist',
  '“We moved three spreadsheets into one place.” – Kim, school office',
  '“Exports open straight in our accounting tool.” – Luc, garage',
  '“Clear pricing, no surprises.” – Mei, studio',
];

export default function QuoteWallSpacing() {
  const id = React.useId();
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography id={id} variant="body2">
        Spacing: {spacing}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={spacing}
        onChange={(_, next) => setSpacing(next)}
        min={0}
        max={4}
        step={1}
        marks
        sx={{ maxWidth: 240, mb: 2 }}
      />
      <Masonry columns={3} spacing={spacing}>
        {quotes.map((quote) => (
          <Paper key={quote} sx={{ p: 1.5 }}>
            <Typography variant="body2">{quote}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
