import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkColors() {
  return (
    <Stack component="nav" aria-label="Account" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="https://example.com/account/profile">Edit your profile</Link>
      <Link href="https://example.com/account/privacy" color="neutral">
        Privacy settings
      </Link>
      <Link href="https://example.com/account/upgrade" color="success">
        Upgrade and save 20 %
      </Link>
      <Link href="https://example.com/account/verify" color="warning">
        Verify your email address
      </Link>
      <Link href="https://example.com/account/delete" color="danger">
        Delete your account
      </Link>
    </Stack>
  );
}
