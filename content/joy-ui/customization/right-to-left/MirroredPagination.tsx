import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

// Arrows point in the reading direction: flip them when the element's direction is RTL.
const flipInRtl = { '&:dir(rtl)': { transform: 'scaleX(-1)' } };

export default function MirroredPagination() {
  const [dir, setDir] = React.useState<'rtl' | 'ltr'>('rtl');
  const [page, setPage] = React.useState(3);
  const pages = 12;

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Text direction"
        value={dir}
        onChange={(event) => setDir(event.target.value as 'rtl' | 'ltr')}
      >
        <Radio value="rtl" label="Right to left" />
        <Radio value="ltr" label="Left to right" />
      </RadioGroup>
      <Box
        dir={dir}
        component="nav"
        aria-label="Search results pages"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <IconButton
          variant="outlined"
          aria-label="Previous page"
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeftRounded sx={flipInRtl} />
        </IconButton>
        <Typography level="body-sm" aria-live="polite" sx={{ minWidth: 96, textAlign: 'center' }}>
          Page {page} of {pages}
        </Typography>
        <IconButton
          variant="outlined"
          aria-label="Next page"
          disabled={page === pages}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRightRounded sx={flipInRtl} />
        </IconButton>
      </Box>
    </Box>
  );
}
