import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// styled(): spread a variant's styles, and convert pixel sizes to rem with pxToRem.
const StepNumber = styled('span')(({ theme }) => ({
  ...theme.typography.button,
  fontSize: theme.typography.pxToRem(13),
  width: 28,
  height: 28,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: '2px solid currentColor',
  flexShrink: 0,
}));

const steps = ['Choose a plan', 'Add your team', 'Connect your calendar'];

export default function TypographyInStyles() {
  return (
    <Box component="section" aria-label="Onboarding">
      {/* sx: the `typography` key applies a whole variant to any element. */}
      <Box component="p" sx={{ typography: 'overline', m: 0, mb: 1 }}>
        Getting started
      </Box>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <StepNumber aria-hidden>{index + 1}</StepNumber>
            <Box sx={{ typography: 'body1', fontWeight: 'fontWeightMedium' }}>{step}</Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
