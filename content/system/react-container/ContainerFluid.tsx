import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerFluid() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 3 }}>
      <Container maxWidth="sm">
        <Box sx={{ p: 3, bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, boxShadow: 1 }}>
          <Box component="h3" sx={{ typography: 'h6', mt: 0, mb: 1 }}>
            Change your delivery address
          </Box>
          <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
            Orders that have not shipped yet will go to the new address. Parcels already with the
            courier keep the address printed on the label.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
