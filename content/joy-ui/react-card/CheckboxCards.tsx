import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Checkbox, { checkboxClasses } from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const addons = [
  { name: 'Travel insurance', price: '€18' },
  { name: 'Extra legroom', price: '€25' },
  { name: 'Checked bag, 23 kg', price: '€35' },
];

export default function CheckboxCards() {
  return (
    <Box role="group" aria-label="Add-ons for your flight" sx={{ display: 'grid', gap: 1.5, maxWidth: 360, mx: 'auto' }}>
      {addons.map((addon) => (
        <Card
          key={addon.name}
          variant="outlined"
          orientation="horizontal"
          sx={{
            alignItems: 'center',
            [`&:has(.${checkboxClasses.checked})`]: { borderColor: 'primary.500' },
          }}
        >
          <Checkbox overlay label={addon.name} sx={{ flex: 1 }} />
          <Typography level="title-sm">{addon.price}</Typography>
        </Card>
      ))}
    </Box>
  );
}
