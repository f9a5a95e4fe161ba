import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const trail = ['Workspace', 'Marketing', 'Spring launch'];

function Trail({ separator, label }: { separator: React.ReactNode; label: string }) {
  return (
    <Breadcrumbs separator={separator} aria-label={label}>
      {trail.map((name) => (
        <Link key={name} underline="hover" color="inherit" href={`https://files.example/${name.toLowerCase().replace(/ /g, "-")}`}>
          {name}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Budget.xlsx</Typography>
    </Breadcrumbs>
  );
}

export default function Separators() {
  return (
    <Stack spacing={2}>
      <Trail separator="›" label="File path with angle separator" />
      <Trail separator="|" label="File path with bar separator" />
      <Trail separator={<ChevronRightIcon fontSize="small" />} label="File path with chevron separator" />
    </Stack>
  );
}
