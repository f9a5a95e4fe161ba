import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineOptions() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Link href="https://studio.example/about" underline="always">
        About the studio
      </Link>
      <Link href="https://studio.example/careers" underline="hover">
        Careers
      </Link>
      <Link href="https://studio.example/press" underline="none">
        Press kit
      </Link>
    </Stack>
  );
}
