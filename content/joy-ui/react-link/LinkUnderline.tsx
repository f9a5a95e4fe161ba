import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkUnderline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography>
        In running text, keep the underline:{' '}
        <Link href="https://example.com/terms" underline="always">
          read the terms of service
        </Link>
        .
      </Typography>
      <Typography>
        In a list of links, the default shows it on hover:{' '}
        <Link href="https://example.com/changelog" underline="hover">
          changelog
        </Link>
        .
      </Typography>
      <Typography>
        Where the context says it is a link, it can go:{' '}
        <Link href="https://example.com/status" underline="none" variant="soft" sx={{ px: 0.5, borderRadius: 'xs' }}>
          system status
        </Link>
        .
      </Typography>
    </Stack>
  );
}
