import Box from '@mui/system/Box';

const actions = ['Reply', 'Archive', 'Delete'];

const buttonSx = { px: 2, py: 1, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' };

export default function MobileActionBar() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ p: 2 }}>
        <Box sx={{ fontWeight: 'bold' }}>Invoice #4417 is overdue</Box>
        <Box sx={{ color: 'text.secondary' }}>From accounts@northwind.example</Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, mt: 2 }}>
          {actions.map((action) => (
            <Box component="button" type="button" key={action} sx={buttonSx}>
              {action}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'space-around', p: 1, bgcolor: 'action.hover' }}>
        {actions.map((action) => (
          <Box component="button" type="button" key={action} sx={buttonSx}>
            {action}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
