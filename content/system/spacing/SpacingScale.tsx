import Box from '@mui/system/Box';

const steps = [0.5, 1, 2, 3, 4, 6];

export default function SpacingScale() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {steps.map((step) => (
        <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ width: 64, fontFamily: 'monospace' }}>p: {step}</Box>
          <Box sx={{ bgcolor: 'primary.light', display: 'inline-flex' }}>
            <Box sx={{ p: step, bgcolor: 'background.paper', border: 1, borderColor: 'primary.main', fontSize: 12 }}>
              {step * 8}px
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
