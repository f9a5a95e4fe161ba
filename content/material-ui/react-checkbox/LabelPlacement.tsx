import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function LabelPlacement() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <FormGroup>
          <FormControlLabel
            labelPlacement="start"
            control={<Checkbox defaultChecked />}
            label="Show unread count on the app icon"
            sx={{ ml: 0, justifyContent: 'space-between' }}
          />
          <FormControlLabel
            labelPlacement="start"
            control={<Checkbox />}
            label="Play a sound for new messages"
            sx={{ ml: 0, justifyContent: 'space-between' }}
          />
        </FormGroup>
      </Paper>
      <div>
        <Typography variant="body2" gutterBottom>
          Quiet hours apply on
        </Typography>
        <FormGroup row>
          {weekdays.map((day) => (
            <FormControlLabel key={day} labelPlacement="bottom" control={<Checkbox defaultChecked={day !== 'Fri'} />} label={day} sx={{ mx: 0.5 }} />
          ))}
        </FormGroup>
      </div>
    </Stack>
  );
}
