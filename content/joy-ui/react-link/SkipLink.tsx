import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipLink() {
  const mainId = React.useId();
  return (
    <Sheet variant="outlined" sx={{ position: 'relative', borderRadius: 'md', overflow: 'hidden' }}>
      {/* Hidden until it receives focus: press Tab inside the frame to see it. */}
      <Link
        href={`#${mainId}`}
        variant="solid"
        underline="none"
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          px: 1.5,
          py: 0.75,
          borderRadius: 'sm',
          transform: 'translateY(-200%)',
          '&:focus-visible': { transform: 'none' },
        }}
      >
        Skip to main content
      </Link>
      <Box sx={{ p: 2, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography level="title-sm">Northwind Travel · Flights · Hotels · Cars · Deals</Typography>
      </Box>
      <Box id={mainId} tabIndex={-1} sx={{ p: 2 }}>
        <Typography level="body-sm">Main content starts here: search for a flight.</Typography>
      </Box>
    </Sheet>
  );
}
