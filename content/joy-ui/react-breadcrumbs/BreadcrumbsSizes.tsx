import Breadcrumbs, { BreadcrumbsProps } from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const places: { size: BreadcrumbsProps['size']; context: string }[] = [
  { size: 'sm', context: 'Inside a dense table toolbar' },
  { size: 'md', context: 'Above a page title' },
  { size: 'lg', context: 'On a landing page' },
];

export default function BreadcrumbsSizes() {
  return (
    <Stack spacing={2}>
      {places.map(({ size, context }) => (
        <div key={size}>
          <Typography level="body-xs" textColor="text.secondary">
            {context} · size=&quot;{size}&quot;
          </Typography>
          <Breadcrumbs size={size} aria-label={`Breadcrumb, ${size}`}>
            <Link color="neutral" href="https://example.com/docs">
              Docs
            </Link>
            <Link color="neutral" href="https://example.com/docs/api">
              API
            </Link>
            <Typography aria-current="page">Webhooks</Typography>
          </Breadcrumbs>
        </div>
      ))}
    </Stack>
  );
}
