import GridLegacy from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';
import Tile from './Tile';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function WorkWeekColumns() {
  return (
    <GridLegacy container columns={5} spacing={1}>
      {days.map((day) => (
        <GridLegacy item key={day} xs={1}>
          <Tile sx={{ textAlign: 'center' }}>{day}</Tile>
        </GridLegacy>
      ))}
      <GridLegacy item xs={2}>
        <Tile sx={{ bgcolor: 'action.selected' }}>
          <Typography variant="body2">Design sprint (Mon–Tue)</Typography>
        </Tile>
      </GridLegacy>
      <GridLegacy item xs={3}>
        <Tile>
          <Typography variant="body2">Build and test (Wed–Fri)</Typography>
        </Tile>
      </GridLegacy>
    </GridLegacy>
  );
}
