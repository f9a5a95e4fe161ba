import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const levels = ['Animals', 'Chordates', 'Mammals', 'Carnivores', 'Felines', 'Big cats'];

export default function CollapseSides() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Two items before the gap, one after:</Typography>
      <Breadcrumbs
        maxItems={4}
        itemsBeforeCollapse={2}
        itemsAfterCollapse={1}
        aria-label="Taxonomy, keeping the root levels"
      >
        {levels.map((level) => (
          <Link key={level} underline="hover" color="inherit" href={`https://zoo.example/${level.toLowerCase().replace(/ /g, "-")}`}>
            {level}
          </Link>
        ))}
        <Typography sx={{ color: 'text.primary' }}>Snow leopard</Typography>
      </Breadcrumbs>
      <Typography variant="body2">One item before the gap, three after:</Typography>
      <Breadcrumbs
        maxItems={4}
        itemsBeforeCollapse={1}
        itemsAfterCollapse={3}
        aria-label="Taxonomy, keeping the nearest levels"
      >
        {levels.map((level) => (
          <Link key={level} underline="hover" color="inherit" href={`https://zoo.example/${level.toLowerCase().replace(/ /g, "-")}`}>
            {level}
          </Link>
        ))}
        <Typography sx={{ color: 'text.primary' }}>Snow leopard</Typography>
      </Breadcrumbs>
    </Stack>
  );
}
