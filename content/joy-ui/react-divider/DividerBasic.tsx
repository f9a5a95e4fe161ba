import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerBasic() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <div>
        <Typography level="title-md" component="h3">
          Delivery address
        </Typography>
        <Typography level="body-sm">Rua das Flores 28, 1200-195 Lisboa</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md" component="h3">
          Payment
        </Typography>
        <Typography level="body-sm">Visa ending in 4417, expires 08/27</Typography>
      </div>
    </Box>
  );
}
