import Box from '@mui/system/Box';

const steps = ['Remove the old filter', 'Rinse the housing', 'Insert the new filter until it clicks'];

// `component` picks the element; `sx` styles it. Each Box below renders a different tag.
export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="filter-steps-title"
      sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="h3" id="filter-steps-title" sx={{ m: 0, mb: 1, fontSize: 16 }}>
        Replacing the water filter
      </Box>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {steps.map((step) => (
          <Box component="li" key={step}>
            {step}
          </Box>
        ))}
      </Box>
      <Box component="p" sx={{ mb: 0, mt: 1.5, fontSize: 14, color: 'text.secondary' }}>
        Takes about <Box component="time" dateTime="PT5M">5 minutes</Box>. Need the part?{' '}
        <Box component="a" href="https://example.com/parts/water-filter" sx={{ color: 'primary.main' }}>
          Order a filter
        </Box>
      </Box>
    </Box>
  );
}
