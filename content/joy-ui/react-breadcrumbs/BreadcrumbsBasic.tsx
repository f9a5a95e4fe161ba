import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="https://example.com/">
        Shop
      </Link>
      <Link color="neutral" href="https://example.com/outdoor">
        Outdoor
      </Link>
      <Link color="neutral" href="https://example.com/outdoor/tents">
        Tents
      </Link>
      {/* The current page is plain text, marked for assistive technology. */}
      <Typography aria-current="page">Two-person trekking tent</Typography>
    </Breadcrumbs>
  );
}
