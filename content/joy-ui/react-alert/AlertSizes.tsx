import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Info from '@mui/icons-material/Info';

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <Alert size="sm" startDecorator={<Info />}>
        Prices shown include VAT.
      </Alert>
      <Alert size="md" startDecorator={<Info />}>
        Free delivery on orders over €50.
      </Alert>
      <Alert size="lg" startDecorator={<Info />}>
        Our warehouse is closed 24–26 December.
      </Alert>
    </Stack>
  );
}
