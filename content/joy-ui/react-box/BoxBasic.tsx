import Box from '@mui/joy/Box';

export default function BoxBasic() {
  return (
    // Every value comes from Joy's theme: spacing, palette tokens, radius and shadow scales.
    <Box
      sx={{
        maxWidth: 360,
        mx: 'auto',
        p: 2,
        bgcolor: 'background.surface',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
        boxShadow: 'sm',
        color: 'text.primary',
        typography: 'body-md',
      }}
    >
      Your next payout of €1,240.50 is scheduled for Monday, 7 July.
    </Box>
  );
}
