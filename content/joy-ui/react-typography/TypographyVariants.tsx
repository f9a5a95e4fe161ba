import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Typography sx={{ maxWidth: 480 }}>
      Press{' '}
      <Typography variant="outlined" color="neutral" sx={{ fontSize: 'sm', px: 0.5, borderRadius: 'xs' }}>
        Ctrl
      </Typography>{' '}
      +{' '}
      <Typography variant="outlined" color="neutral" sx={{ fontSize: 'sm', px: 0.5, borderRadius: 'xs' }}>
        K
      </Typography>{' '}
      to search. Results marked{' '}
      <Typography variant="soft" color="primary">
        pinned
      </Typography>{' '}
      stay on top, and anything{' '}
      <Typography variant="solid" color="danger">
        expired
      </Typography>{' '}
      is hidden after 30 days.
    </Typography>
  );
}
