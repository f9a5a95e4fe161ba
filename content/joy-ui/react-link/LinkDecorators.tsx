import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="https://example.com/reports/2024-annual.pdf" download startDecorator={<Download />}>
        Annual report 2024 (PDF, 2.4 MB)
      </Link>
      <Link
        href="https://www.w3.org/WAI/standards-guidelines/wcag/"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNew titleAccess="opens in a new tab" />}
      >
        WCAG overview
      </Link>
      <Link href="https://example.com/onboarding/step-2" endDecorator={<ArrowForward />} level="title-sm">
        Continue to team setup
      </Link>
    </Stack>
  );
}
