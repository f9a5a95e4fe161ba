import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = [
  'Toast the oats in a dry pan for three minutes.',
  'Add milk, a pinch of salt and the cinnamon.',
  'Simmer for five minutes, stirring now and then.',
  'Top with sliced apple and a spoon of honey.',
];

export default function RecipeSteps() {
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3, maxWidth: 420 }}>
      {steps.map((step) => (
        <Typography component="li" variant="body1" key={step}>
          {step}
        </Typography>
      ))}
    </Stack>
  );
}
