import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

// Outside Typography: reuse a theme variant in styled() …
const KeyboardHint = styled('kbd')(({ theme }) => ({
  ...theme.typography.button,
  padding: theme.spacing(0.25, 0.75),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

export default function ThemeTypographyInSx() {
  return (
    // … or in sx, through the `typography` shorthand.
    <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
      Press <KeyboardHint>Ctrl</KeyboardHint> + <KeyboardHint>Enter</KeyboardHint> to send the reply.
    </Box>
  );
}
