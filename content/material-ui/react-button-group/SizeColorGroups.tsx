import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SizeColorGroups() {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ minWidth: 150 }}>
          Invoice INV-2087 (row)
        </Typography>
        <ButtonGroup size="small" aria-label="Invoice INV-2087">
          <Button>View</Button>
          <Button>Resend</Button>
        </ButtonGroup>
      </Stack>
      <ButtonGroup color="secondary" aria-label="Share report">
        <Button>Copy link</Button>
        <Button>Email</Button>
        <Button>Embed</Button>
      </ButtonGroup>
      <ButtonGroup size="large" variant="contained" color="success" aria-label="Finish checkout">
        <Button>Pay with card</Button>
        <Button>Pay by bank transfer</Button>
      </ButtonGroup>
      <ButtonGroup color="error" aria-label="Clear data">
        <Button>Clear cache</Button>
        <Button>Delete account</Button>
      </ButtonGroup>
    </Stack>
  );
}
