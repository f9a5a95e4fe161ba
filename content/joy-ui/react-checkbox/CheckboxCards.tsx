import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const addOns = [
  { name: 'Travel insurance', detail: 'Cancellation and medical cover', price: 24 },
  { name: 'Extra legroom', detail: 'Rows 1 and 12, both flights', price: 38 },
  { name: 'Checked bag', detail: 'One bag up to 23 kg', price: 45 },
];

export default function CheckboxCards() {
  const [chosen, setChosen] = React.useState<string[]>([]);
  const total = addOns.filter((item) => chosen.includes(item.name)).reduce((sum, item) => sum + item.price, 0);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}>
      {addOns.map((item) => (
        <Sheet
          key={item.name}
          variant="outlined"
          sx={{
            position: 'relative',
            p: 2,
            borderRadius: 'md',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            '&:has(.Mui-checked)': { borderColor: 'primary.outlinedBorder' },
          }}
        >
          <Checkbox
            overlay
            label={item.name}
            checked={chosen.includes(item.name)}
            onChange={(event) =>
              setChosen(event.target.checked ? [...chosen, item.name] : chosen.filter((name) => name !== item.name))
            }
            sx={{ flexGrow: 1, fontWeight: 'md' }}
          />
          <Typography level="body-sm" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {item.detail}
          </Typography>
          <Typography level="title-sm">€{item.price}</Typography>
        </Sheet>
      ))}
      <Typography level="title-md" aria-live="polite">
        Add-ons: €{total}
      </Typography>
    </Box>
  );
}
