import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsTruncate() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      slotProps={{
        // One line: items shrink instead of wrapping.
        ol: { sx: { flexWrap: 'nowrap' } },
        li: { sx: { minWidth: 0 } },
      }}
      sx={{ maxWidth: 380 }}
    >
      <Link color="neutral" href="https://example.com/help">
        Help
      </Link>
      <Link
        color="neutral"
        href="https://example.com/help/accounts"
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        Accounts, sign-in and two-step verification
      </Link>
      <Typography aria-current="page" noWrap>
        Recover an account when you lost your phone
      </Typography>
    </Breadcrumbs>
  );
}
