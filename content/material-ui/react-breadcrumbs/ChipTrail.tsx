import * as React from 'react';
import { emphasize, styled } from '@mui/material/styles';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import StorefrontIcon from '@mui/icons-material/Storefront';

const CrumbChip = styled(Chip)(({ theme }) => ({
  backgroundColor: theme.palette.grey[100],
  color: (theme.vars ?? theme).palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
  height: theme.spacing(3.5),
  '&:hover, &:focus-visible': { backgroundColor: emphasize(theme.palette.grey[100], 0.08) },
  ...theme.applyStyles('dark', {
    backgroundColor: theme.palette.grey[800],
    '&:hover, &:focus-visible': { backgroundColor: emphasize(theme.palette.grey[800], 0.12) },
  }),
})) as typeof Chip;

export default function ChipTrail() {
  const [message, setMessage] = React.useState('Orders › #4821');
  return (
    <div>
      <Breadcrumbs aria-label="Admin location">
        <CrumbChip
          component="a"
          href="https://admin.example/store"
          label="Store"
          icon={<StorefrontIcon fontSize="small" />}
          onClick={(event: React.MouseEvent) => { event.preventDefault(); setMessage('Store'); }}
        />
        <CrumbChip
          component="a"
          href="https://admin.example/orders"
          label="Orders"
          onClick={(event: React.MouseEvent) => { event.preventDefault(); setMessage('Orders'); }}
        />
        <CrumbChip label="#4821" aria-current="page" />
      </Breadcrumbs>
      <p>Last clicked: {message}</p>
    </div>
  );
}
