import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyTextColor() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography level="title-md" textColor="text.primary">
        Quarterly report is ready
      </Typography>
      <Typography level="body-sm" textColor="text.secondary">
        Revenue grew 12% on the previous quarter, led by the new subscription tier.
      </Typography>
      <Typography level="body-xs" textColor="text.tertiary" sx={{ mt: 0.5 }}>
        Generated automatically · 1 July, 06:00
      </Typography>
    </Box>
  );
}
