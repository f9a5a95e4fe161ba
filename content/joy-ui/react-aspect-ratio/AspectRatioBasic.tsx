import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function AspectRatioBasic() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <AspectRatio>
        <Typography level="title-md" component="p">
          Episode thumbnail, 16:9
        </Typography>
      </AspectRatio>
    </Box>
  );
}
