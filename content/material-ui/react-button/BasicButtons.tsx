import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtons() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button variant="text">Keep shopping</Button>
      <Button variant="outlined">Save for later</Button>
      <Button variant="contained">Place order</Button>
    </Stack>
  );
}
