import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function CurrentPageLink() {
  return (
    <Breadcrumbs aria-label="Help centre location">
      <Link underline="hover" color="inherit" href="https://help.example/help">
        Help centre
      </Link>
      <Link underline="hover" color="inherit" href="https://help.example/billing">
        Billing
      </Link>
      <Link underline="hover" color="text.primary" href="https://help.example/refunds" aria-current="page">
        Request a refund
      </Link>
    </Breadcrumbs>
  );
}
