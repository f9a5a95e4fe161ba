import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SizeAndThickness() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
      {/* Inline: small enough to sit next to a line of text. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} thickness={5} color="inherit" aria-label="Checking name" />
        <Typography variant="body2">Checking “acme-store” is free…</Typography>
      </Stack>
      {/* Inside a button: the same size as the icon it replaces. */}
      <Button variant="outlined" disabled startIcon={<CircularProgress size={18} color="inherit" aria-label="Uploading" />}>
        Uploading
      </Button>
      {/* A whole panel loading: large and thin. */}
      <Box sx={{ display: 'grid', placeItems: 'center', width: 96, height: 96, '& > *': { gridArea: '1 / 1' } }}>
        <CircularProgress size="4.5rem" thickness={1.6} aria-label="Loading drive" />
        <CloudUploadOutlinedIcon color="action" />
      </Box>
    </Stack>
  );
}
