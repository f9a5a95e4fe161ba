import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const lanes = [
  { name: 'To do', cards: 5 },
  { name: 'In review', cards: 0 },
  { name: 'Done', cards: 12 },
];

export default function BadgeShowZero() {
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 4, listStyle: 'none', p: 0, m: 0, pt: 1 }}>
      {lanes.map((lane) => (
        <li key={lane.name}>
          <Badge badgeContent={lane.cards} showZero color="neutral" variant="soft" badgeInset="-4px -14px">
            <Typography level="title-sm" component="span">{lane.name}</Typography>
          </Badge>
        </li>
      ))}
    </Box>
  );
}
