import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Vote = 'for' | 'against' | 'abstain';

const colours = { for: 'success', against: 'error', abstain: 'secondary' } as const;

export default function VoteColorToggle() {
  const [vote, setVote] = React.useState<Vote>('for');
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Motion 7: extend the library’s weekend opening hours</Typography>
      <ToggleButtonGroup color={colours[vote]} exclusive value={vote} onChange={(_, v: Vote | null) => v && setVote(v)} aria-label="Your vote on motion 7">
        <ToggleButton value="for">For</ToggleButton>
        {/* In light mode error.main on its pale tint is about 4.4:1; the darker shade clears 4.5:1. */}
        <ToggleButton
          value="against"
          sx={(theme) => ({
            '&.Mui-selected': theme.applyStyles('light', { color: (theme.vars || theme).palette.error.dark }),
          })}
        >
          Against
        </ToggleButton>
        <ToggleButton value="abstain">Abstain</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup color="secondary" exclusive value={plan} onChange={(_, v: string | null) => v && setPlan(v)} aria-label="Billing period">
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly (2 months free)</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
