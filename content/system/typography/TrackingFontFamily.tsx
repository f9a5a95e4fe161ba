import Box from '@mui/system/Box';

export default function TrackingFontFamily() {
  return (
    <Box sx={{ fontFamily: 'fontFamily' }}>
      <Box>Your parcel is on its way. Tracking number:</Box>
      <Box component="code" sx={{ display: 'inline-block', mt: 1, px: 1, py: 0.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: '"Roboto Mono", ui-monospace, Menlo, monospace' }}>
        1Z 999 AA1 01 2345 6784
      </Box>
    </Box>
  );
}
