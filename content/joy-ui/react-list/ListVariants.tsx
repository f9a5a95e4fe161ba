import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const steps = ['Preheat to 220 °C', 'Score the loaf', 'Bake 40 minutes'];

export default function ListVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <List key={variant} variant={variant} aria-label={`Baking steps, ${variant}`} sx={{ borderRadius: 'sm' }}>
          {steps.map((step) => (
            // Items take the list's text colour, which matters on a solid fill.
            <ListItem key={step} sx={{ color: 'inherit' }}>
              {step}
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
