import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupDivider() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="solid" color="primary" aria-label="Checkout">
        <Button>Buy now</Button>
        <Divider />
        <Button>Add to basket</Button>
      </ButtonGroup>
      <ButtonGroup variant="soft" color="neutral" aria-label="Playlist">
        <Button>Shuffle</Button>
        <Divider sx={{ '--Divider-lineColor': 'var(--joy-palette-neutral-400)' }} />
        <Button>Repeat</Button>
        <Divider sx={{ '--Divider-lineColor': 'var(--joy-palette-neutral-400)' }} />
        <Button>Queue</Button>
      </ButtonGroup>
    </Stack>
  );
}
