import * as React from 'react';
import Box from '@mui/system/Box';
import { createTheme, ThemeProvider } from '@mui/system';

const theme = createTheme(
  {
    palette: { text: { secondary: '#5f6368' }, primary: { main: '#1565c0' } },
    unstable_sxConfig: {
      // A property that expands to several declarations.
      lineClamp: {
        style: ({ lineClamp }: { lineClamp?: number }) => ({
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: String(lineClamp),
          overflow: 'hidden',
        }),
      },
    },
  },
  // `vars: null` keeps an outer theme's CSS variables (Material UI with cssVariables) from
  // shadowing this theme's palette, spacing and radius when the provider merges the two.
  { vars: null },
);

const review =
  'We booked the cabin for a long weekend in October. The wood stove heated the whole place within twenty minutes, the kitchen had everything we needed for a proper dinner, and the trail to the lake starts right behind the porch. The only downside was the patchy phone signal, which after a day we stopped minding.';

export default function LineClampConfig() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Box component="article" sx={{ maxWidth: 420, fontFamily: 'sans-serif' }}>
        <Box component="h3" sx={{ m: 0, mb: 1, fontSize: 16 }}>
          Lakeside cabin · 5 stars
        </Box>
        <Box id="cabin-review" component="p" sx={[{ m: 0, color: 'text.secondary' }, !expanded && { lineClamp: 3 }]}>
          {review}
        </Box>
        <Box
          component="button"
          type="button"
          aria-expanded={expanded}
          aria-controls="cabin-review"
          onClick={() => setExpanded((value) => !value)}
          sx={{ mt: 1, p: 0, border: 0, bgcolor: 'transparent', color: 'primary.main', font: 'inherit', cursor: 'pointer' }}
        >
          {expanded ? 'Show less' : 'Read the full review'}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
