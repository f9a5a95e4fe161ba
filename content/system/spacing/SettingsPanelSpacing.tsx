import Box from '@mui/system/Box';

const members = ['AK', 'TS', 'ML', 'JP'];

export default function SettingsPanelSpacing() {
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', p: { xs: 2, md: 4 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box component="h3" sx={{ mt: 0, mb: 0.5 }}>Workspace</Box>
      <Box sx={{ color: 'text.secondary', mb: 3 }}>Shared with 4 people</Box>
      <Box sx={{ display: 'flex', mb: 3 }}>
        {members.map((initials, index) => (
          <Box
            key={initials}
            sx={{ ml: index === 0 ? 0 : -1, width: 36, height: 36, display: 'grid', placeItems: 'center', borderRadius: '50%', border: 2, borderColor: 'background.paper', bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 12 }}
          >
            {initials}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Box component="button" type="button" sx={{ px: 2, py: 1, mr: 1, font: 'inherit' }}>Leave</Box>
        <Box component="button" type="button" sx={{ px: 2, py: 1, font: 'inherit' }}>Invite</Box>
      </Box>
    </Box>
  );
}
