import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Forest from '@mui/icons-material/Forest';
import Kayaking from '@mui/icons-material/Kayaking';
import Landscape from '@mui/icons-material/Landscape';
import Museum from '@mui/icons-material/Museum';
import Restaurant from '@mui/icons-material/Restaurant';

const categories = [
  { name: 'City tours', color: 'primary', icon: <Museum /> },
  { name: 'Hiking', color: 'success', icon: <Forest /> },
  { name: 'Water sports', color: 'neutral', icon: <Kayaking /> },
  { name: 'Food trips', color: 'warning', icon: <Restaurant /> },
  { name: 'Extreme', color: 'danger', icon: <Landscape /> },
] as const;

export default function AspectRatioColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1.5, width: '100%' }}>
      {categories.map((category) => (
        <AspectRatio key={category.name} ratio="1" color={category.color} sx={{ borderRadius: 'lg' }}>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
            {category.icon}
            <Typography level="title-sm" textColor="inherit">
              {category.name}
            </Typography>
          </Box>
        </AspectRatio>
      ))}
    </Box>
  );
}
