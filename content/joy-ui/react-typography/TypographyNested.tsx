import Typography from '@mui/joy/Typography';

export default function TypographyNested() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 460 }}>
      Your flight{' '}
      <Typography textColor="text.primary" sx={{ fontWeight: 'lg' }}>
        LX 1822
      </Typography>{' '}
      to Zurich now leaves from gate{' '}
      <Typography color="primary" sx={{ fontWeight: 'lg' }}>
        B32
      </Typography>{' '}
      at{' '}
      <Typography variant="soft" color="warning">
        16:45
      </Typography>
      , 35 minutes later than planned.
    </Typography>
  );
}
