import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const plans = [
  { name: 'Starter', price: '€0', note: '1 project' },
  { name: 'Team', price: '€24', note: '10 projects' },
  { name: 'Business', price: '€79', note: 'Unlimited projects' },
];

export default function StackResponsive() {
  return (
    // A column on phones, a row from the sm breakpoint; the gap grows with the screen too.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 3 }}>
      {plans.map((plan) => (
        <Sheet key={plan.name} variant="outlined" sx={{ flex: 1, p: 2, borderRadius: 'md' }}>
          <Typography level="title-md">{plan.name}</Typography>
          <Typography level="h3" component="p">
            {plan.price}
          </Typography>
          <Typography level="body-sm">{plan.note}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
