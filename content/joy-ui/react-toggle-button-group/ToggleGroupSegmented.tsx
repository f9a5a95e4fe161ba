import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleGroupSegmented() {
  const [plan, setPlan] = React.useState<string | null>('personal');
  return (
    <ToggleButtonGroup
      variant="plain"
      spacing={0.5}
      value={plan}
      onChange={(_event, value) => value && setPlan(value)}
      aria-label="Plan audience"
      sx={{
        p: 0.5,
        borderRadius: 'lg',
        bgcolor: 'background.level1',
        width: 'fit-content',
        // Style the pressed button as a raised tab.
        '& button[aria-pressed="true"]': {
          bgcolor: 'background.surface',
          boxShadow: 'sm',
          fontWeight: 'lg',
        },
      }}
    >
      <Button value="personal">Personal</Button>
      <Button value="team">Team</Button>
      <Button value="enterprise">Enterprise</Button>
    </ToggleButtonGroup>
  );
}
