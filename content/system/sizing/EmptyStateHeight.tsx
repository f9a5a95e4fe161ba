import Box from '@mui/system/Box';

export default function EmptyStateHeight() {
  return (
    <Box sx={{ display: 'flex', gap: 2, height: 180 }}>
      <Box sx={{ width: 140, height: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ fontWeight: 'bold' }}>Folders</Box>
        <Box>Inbox</Box>
        <Box>Sent</Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 120, display: 'grid', placeItems: 'center', border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, color: 'text.secondary', textAlign: 'center' }}>
        No messages in Inbox.
        <br />
        New mail appears here.
      </Box>
    </Box>
  );
}
