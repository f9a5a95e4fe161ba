import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const segments = ['acme', 'storefront', 'src', 'components'];

export default function BreadcrumbsChips() {
  return (
    <Breadcrumbs size="sm" aria-label="Repository path" sx={{ fontFamily: 'code' }}>
      {segments.map((segment, index) => (
        // Link's soft variant turns each level into a small pill.
        <Link
          key={segment}
          variant="soft"
          color="neutral"
          underline="none"
          href={`https://example.com/${segments.slice(0, index + 1).join('/')}`}
          sx={{ borderRadius: 'sm', px: 0.75 }}
        >
          {segment}
        </Link>
      ))}
      <Typography aria-current="page" level="title-sm" sx={{ fontFamily: 'code' }}>
        Header.tsx
      </Typography>
    </Breadcrumbs>
  );
}
