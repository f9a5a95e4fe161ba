import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const team = [
  { name: 'Ines Moreau', role: 'Support lead' },
  { name: 'Kofi Asante', role: 'Backend engineer' },
  { name: 'Mei Lin', role: 'Product designer' },
  { name: 'Sam Ortega', role: 'Data analyst' },
  { name: 'Noa Levi', role: 'QA engineer' },
  { name: 'Piet de Vries', role: 'Engineering manager' },
];

export default function GridResponsiveColumns() {
  return (
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {team.map((person) => (
        <Grid key={person.name} size={4}>
          <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Box sx={{ fontWeight: 'bold' }}>{person.name}</Box>
            <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{person.role}</Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
