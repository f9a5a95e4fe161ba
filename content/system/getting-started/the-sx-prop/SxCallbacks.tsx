import Box from '@mui/system/Box';
import type { Theme } from '@mui/system';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const current = 2;

export default function SxCallbacks() {
  return (
    <Box component="ol" sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step}
          aria-current={index === current ? 'step' : undefined}
          sx={(theme: Theme) => ({
            px: 1.5,
            py: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: `${theme.shape.borderRadius * 4}px`,
            [theme.breakpoints.up('sm')]: { px: 2 },
            fontWeight: index === current ? 'fontWeightBold' : undefined,
            ...(index < current && { textDecoration: 'line-through', color: 'text.secondary' }),
            ...(index === current && {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            }),
          })}
        >
          <Box component="span" sx={{ mr: (theme) => theme.spacing(0.5) }}>
            {index + 1}.
          </Box>
          {step}
        </Box>
      ))}
    </Box>
  );
}
