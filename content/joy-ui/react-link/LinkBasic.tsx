import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkBasic() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {/* In running text, the links take the paragraph's size and stay underlined. */}
      <Typography>
        Your trial ends on 30 June. Compare the{' '}
        <Link href="https://example.com/pricing" underline="always">
          paid plans
        </Link>{' '}
        or read how we{' '}
        <Link href="https://example.com/help/export" underline="always">
          export your data
        </Link>{' '}
        if you decide to leave.
      </Typography>
      {/* Inside smaller text, the link follows that level too. */}
      <Typography level="body-xs">
        Prices exclude VAT. See the{' '}
        <Link href="https://example.com/terms" underline="always">
          terms of service
        </Link>
        .
      </Typography>
    </Stack>
  );
}
