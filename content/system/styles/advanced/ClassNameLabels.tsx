import * as React from 'react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

// `name` and `slot` end up in the generated class name, which makes the DOM readable in dev tools.
const InvoiceBadge = styled('span', { name: 'AppInvoiceBadge', slot: 'root' })(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.success.main,
  color: (theme.vars ?? theme).palette.success.contrastText,
  fontSize: 13,
}));

export default function ClassNameLabels() {
  const badgeRef = React.useRef<HTMLSpanElement>(null);
  const [className, setClassName] = React.useState('');

  React.useEffect(() => {
    setClassName(badgeRef.current?.className ?? '');
  }, []);

  return (
    <div>
      <InvoiceBadge ref={badgeRef}>Paid</InvoiceBadge>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        Class names on the badge:
      </Typography>
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {className || '…'}
      </Typography>
    </div>
  );
}
