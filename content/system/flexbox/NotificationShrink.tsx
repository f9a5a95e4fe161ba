import Box from '@mui/system/Box';

export default function NotificationShrink() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, width: 280, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box aria-hidden sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'secondary.main' }} />
      <Box sx={{ flexShrink: 1 }}>
        Priya commented on your pull request "Move the invoice export to a background job so large accounts stop timing out".
      </Box>
    </Box>
  );
}
