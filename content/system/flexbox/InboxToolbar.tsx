import Box from '@mui/system/Box';

export default function InboxToolbar() {
  return (
    <Box
      role="toolbar"
      aria-label="Inbox"
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}
    >
      <Box sx={{ fontWeight: 'bold' }}>Inbox (12)</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box component="button" type="button">Mark all read</Box>
        <Box component="button" type="button">Compose</Box>
      </Box>
    </Box>
  );
}
