import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkDisabled() {
  const invoiceReady = false;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-sm">Order #20931 · Preparing</Typography>
      {/* Without href the anchor leaves the tab order; role and aria-disabled still announce a disabled link. */}
      <Link
        disabled={!invoiceReady}
        role={invoiceReady ? undefined : 'link'}
        aria-disabled={invoiceReady ? undefined : true}
        href={invoiceReady ? 'https://example.com/orders/20931/invoice' : undefined}
      >
        Download invoice
      </Link>
      <Typography level="body-sm">The invoice is available once the order ships.</Typography>
    </Stack>
  );
}
