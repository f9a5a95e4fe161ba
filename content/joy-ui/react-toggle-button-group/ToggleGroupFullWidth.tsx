import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ToggleGroupFullWidth() {
  const [trip, setTrip] = React.useState<string | null>('return');
  return (
    <Card variant="outlined" sx={{ maxWidth: 380 }}>
      <Typography level="title-md">Search flights</Typography>
      <ToggleButtonGroup
        buttonFlex={1}
        value={trip}
        onChange={(_event, value) => value && setTrip(value)}
        aria-label="Trip type"
      >
        <Button value="oneway">One way</Button>
        <Button value="return">Return</Button>
        <Button value="multi">Multi-city</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {trip === 'multi' ? 'Add up to five legs.' : trip === 'return' ? 'Pick two dates.' : 'Pick one date.'}
      </Typography>
    </Card>
  );
}
