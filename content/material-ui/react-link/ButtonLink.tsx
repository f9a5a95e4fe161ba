import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Typography sx={{ maxWidth: 520 }}>
      The tenancy starts on 1 March and runs for twelve months.
      {expanded && ' Either side may end it after six months with two months’ written notice.'}{' '}
      <Link component="button" type="button" variant="body1" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
        {expanded ? 'Hide the break clause' : 'Show the break clause'}
      </Link>
    </Typography>
  );
}
