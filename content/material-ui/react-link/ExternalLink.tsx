import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ExternalLink() {
  return (
    <Typography>
      Fees follow the{' '}
      <Link
        href="https://regulator.example/fee-schedule"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        published fee schedule
        <OpenInNewIcon sx={{ fontSize: '1em' }} aria-hidden />
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          (opens in a new tab)
        </span>
      </Link>
      .
    </Typography>
  );
}
