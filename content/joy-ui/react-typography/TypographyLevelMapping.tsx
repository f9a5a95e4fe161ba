import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

// Every Typography in this card renders these elements for these levels.
const cardMapping = { h4: 'h3', 'title-lg': 'h4', 'title-md': 'p', 'body-sm': 'p' } as const;

export default function TypographyLevelMapping() {
  return (
    <Box sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 'md', maxWidth: 360 }}>
      <Typography level="h4" levelMapping={cardMapping}>
        Weekend in Porto
      </Typography>
      <Typography level="title-lg" levelMapping={cardMapping} sx={{ mt: 1 }}>
        Day 1: Ribeira and the bridges
      </Typography>
      <Typography level="body-sm" levelMapping={cardMapping}>
        Walk the riverside, cross the Dom Luís I bridge at sunset, dinner in Vila Nova de Gaia.
      </Typography>
    </Box>
  );
}
