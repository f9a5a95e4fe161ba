import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function DividerStack() {
  return (
    <Stack
      component="nav"
      aria-label="Footer"
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" />}
      sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Link href="https://www.w3.org/WAI/" level="body-sm">
        Accessibility
      </Link>
      <Link href="https://developer.mozilla.org/" level="body-sm">
        Developer docs
      </Link>
      <Link href="https://www.npmjs.com/package/@mui/joy" level="body-sm">
        Package
      </Link>
    </Stack>
  );
}
