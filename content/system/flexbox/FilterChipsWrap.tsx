import Box from '@mui/system/Box';

const cuisines = ['Thai', 'Lebanese', 'Mexican', 'Ethiopian', 'Korean', 'Vegan', 'Peruvian', 'Georgian', 'Sichuan', 'Brunch'];

export default function FilterChipsWrap() {
  return (
    <Box component="ul" aria-label="Cuisines" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxWidth: 340, p: 0, m: 0, listStyle: 'none' }}>
      {cuisines.map((cuisine) => (
        <Box component="li" key={cuisine} sx={{ px: 1.5, py: 0.5, border: 1, borderColor: 'primary.main', color: 'primary.main', borderRadius: 4 }}>
          {cuisine}
        </Box>
      ))}
    </Box>
  );
}
