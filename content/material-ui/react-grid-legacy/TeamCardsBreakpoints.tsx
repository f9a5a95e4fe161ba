import Avatar from '@mui/material/Avatar';
import GridLegacy from '@mui/material/GridLegacy';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tile from './Tile';

const team = [
  { name: 'Inès Laurent', role: 'Head chef' },
  { name: 'Kwame Mensah', role: 'Sous-chef' },
  { name: 'Yuki Tanaka', role: 'Pastry' },
  { name: 'Oskar Berg', role: 'Front of house' },
];

export default function TeamCardsBreakpoints() {
  return (
    <GridLegacy container spacing={2}>
      {team.map((person) => (
        // One per row on phones, two from 600 px, four from 900 px.
        <GridLegacy item key={person.name} xs={12} sm={6} md={3}>
          <Tile>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar>{person.name[0]}</Avatar>
              <div>
                <Typography component="p" variant="subtitle2">{person.name}</Typography>
                <Typography variant="body2" color="text.secondary">{person.role}</Typography>
              </div>
            </Stack>
          </Tile>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
