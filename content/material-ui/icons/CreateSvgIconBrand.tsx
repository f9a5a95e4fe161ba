import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

/** A leaf mark for a fictional brand, made into an icon component once and reused. */
const LeafMarkIcon = createSvgIcon(
  <path d="M20 4c-7.7 0-13.5 3.4-15 10.2-.3 1.5-.2 3 .3 4.4L3 21l1.4 1.4 2.2-2.3c1.3.6 2.8.8 4.3.5C17.9 19 21 12.5 21 5V4zm-8.8 14.6c-.9.2-1.8.1-2.6-.2l6.1-6.1-1.4-1.4-6.1 6.1c-.3-.8-.4-1.7-.2-2.6C8.1 9.3 12 6.6 18.9 6.1c-.5 6.5-3.1 11.5-7.7 12.5z" />,
  'LeafMark',
);

export default function CreateSvgIconBrand() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <LeafMarkIcon color="success" fontSize="large" titleAccess="Greenhouse" />
      <Button variant="outlined" color="success" startIcon={<LeafMarkIcon />}>
        Plant a tree at checkout
      </Button>
    </Stack>
  );
}
