import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/**
 * Stands in for a file imported as a React component by your bundler
 * (for example `import CoffeeCup from './coffee-cup.svg?react'`).
 * It draws on its own 40 × 40 grid and passes the props it gets on to the <svg>.
 */
function CoffeeCupSvg(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 40 40" {...props}>
      <path d="M6 14h24v10a10 10 0 0 1-10 10h-4A10 10 0 0 1 6 24zm24 3h2a5 5 0 0 1 0 10h-2.6l.9-3H32a2 2 0 0 0 0-4h-2z" />
      <path d="M13 4c2 2-2 4 0 7M19 4c2 2-2 4 0 7M25 4c2 2-2 4 0 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function ComponentInheritViewBox() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <SvgIcon component={CoffeeCupSvg} inheritViewBox color="secondary" fontSize="large" />
      <Stack>
        <Typography variant="subtitle1" component="p">Coffee break</Typography>
        <Typography variant="body2" color="text.secondary">
          <SvgIcon component={CoffeeCupSvg} inheritViewBox fontSize="inherit" sx={{ verticalAlign: '-0.125em', mr: 0.5 }} />
          Every day at 10:30 in the kitchen
        </Typography>
      </Stack>
    </Stack>
  );
}
