import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export default function ThemeTokens() {
  const theme = useTheme();
  const entries = Object.entries(theme.breakpoints.values);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, alignItems: 'baseline' }}>
      {entries.map(([key, value]) => (
        <Typography key={key} component="div" variant="body2" sx={{ display: 'contents' }}>
          <Box component="code">{key}</Box>
          <span>{value} px</span>
        </Typography>
      ))}
    </Box>
  );
}
