import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkBasic() {
  return (
    <Typography sx={{ maxWidth: 520 }}>
      Your trial ends on 30 June. Compare the{' '}
      <Link href="https://example.com/pricing">paid plans</Link> or read how we{' '}
      <Link href="https://example.com/help/export">export your data</Link> if you decide to leave.
    </Typography>
  );
}
