import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';

const trail = [
  { label: 'Settings', href: 'https://example.com/settings' },
  { label: 'Billing', href: 'https://example.com/settings/billing' },
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      {[<ChevronRight key="icon" />, '›', '·'].map((separator, index) => (
        <Breadcrumbs key={index} separator={separator} aria-label={`Breadcrumb, style ${index + 1}`}>
          {trail.map((item) => (
            <Link key={item.label} color="neutral" href={item.href}>
              {item.label}
            </Link>
          ))}
          <Typography aria-current="page">Invoices</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
