import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5}>
        <Typography level="body-xs">Table row</Typography>
        <ButtonGroup size="sm" aria-label="Invoice INV-2041 actions">
          <Button>View</Button>
          <Button>Duplicate</Button>
          <Button>Send</Button>
        </ButtonGroup>
      </Stack>
      <Stack spacing={0.5}>
        <Typography level="body-xs">Form footer</Typography>
        <ButtonGroup aria-label="Draft actions">
          <Button>Save draft</Button>
          <Button>Preview</Button>
        </ButtonGroup>
      </Stack>
      <Stack spacing={0.5}>
        <Typography level="body-xs">Self-service kiosk</Typography>
        <ButtonGroup size="lg" variant="solid" color="primary" aria-label="Ticket type">
          <Button>Single trip</Button>
          <Button>Day pass</Button>
        </ButtonGroup>
      </Stack>
    </Stack>
  );
}
