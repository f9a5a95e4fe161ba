import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupSpacing() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        <Typography level="title-sm">Fixed gap</Typography>
        <ButtonGroup spacing="0.5rem" variant="soft" aria-label="Filter by status">
          <Button>Open</Button>
          <Button>In review</Button>
          <Button>Closed</Button>
        </ButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography level="title-sm">Joined on phones, apart from the sm breakpoint</Typography>
        <ButtonGroup spacing={{ xs: 0, sm: 1.5 }} aria-label="Share the recipe">
          <Button>Email</Button>
          <Button>Copy link</Button>
          <Button>Print</Button>
        </ButtonGroup>
      </Stack>
    </Stack>
  );
}
