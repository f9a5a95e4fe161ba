import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function SkipInvertedSearch() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 3, borderRadius: 'md', bgcolor: 'primary.800', textAlign: 'center' }}
    >
      <Typography level="h3" component="h3" sx={{ mb: 2 }}>
        Find a walking route
      </Typography>
      <Input
        data-skip-inverted-colors
        size="lg"
        placeholder="Town, park or trail name"
        startDecorator={<SearchRounded />}
        slotProps={{ input: { 'aria-label': 'Search routes' } }}
        sx={{ maxWidth: 420, mx: 'auto' }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Chip variant="soft">Under 5 km</Chip>
        <Chip variant="soft">Dog friendly</Chip>
        <Chip data-skip-inverted-colors variant="solid" color="success">
          Step-free
        </Chip>
      </Box>
    </Sheet>
  );
}
