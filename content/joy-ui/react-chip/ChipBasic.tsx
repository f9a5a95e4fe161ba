import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function ChipBasic() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography level="title-md" component="h3">
        Sourdough with a slow overnight rise
      </Typography>
      <Box component="ul" aria-label="Recipe tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 1.5, mb: 0 }}>
        {['Baking', 'Vegetarian', '24 hours', 'Intermediate'].map((tag) => (
          <li key={tag}>
            <Chip>{tag}</Chip>
          </li>
        ))}
      </Box>
    </Box>
  );
}
