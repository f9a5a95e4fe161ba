import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Channel = 'email' | 'sms' | 'push';

export default function NotifyEnforcedToggle() {
  const [currency, setCurrency] = React.useState('EUR');
  const [channels, setChannels] = React.useState<Channel[]>(['email']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Exclusive: ignore the null that a click on the selected button sends. */}
      <ToggleButtonGroup
        exclusive
        value={currency}
        onChange={(_, next: string | null) => {
          if (next !== null) setCurrency(next);
        }}
        aria-label="Display prices in"
      >
        <ToggleButton value="EUR">EUR €</ToggleButton>
        <ToggleButton value="USD">USD $</ToggleButton>
        <ToggleButton value="GBP">GBP £</ToggleButton>
      </ToggleButtonGroup>
      {/* Multiple: refuse an empty array, so at least one channel stays on. */}
      <ToggleButtonGroup
        value={channels}
        onChange={(_, next: Channel[]) => {
          if (next.length) setChannels(next);
        }}
        aria-label="Send delivery updates by"
      >
        <ToggleButton value="email">Email</ToggleButton>
        <ToggleButton value="sms">Text message</ToggleButton>
        <ToggleButton value="push">App notification</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status">
        Prices in {currency}; updates by {channels.join(', ')}.
      </Typography>
    </Stack>
  );
}
