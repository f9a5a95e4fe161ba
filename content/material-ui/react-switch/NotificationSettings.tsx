import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Channel = 'orderUpdates' | 'priceDrops' | 'security' | 'sms';

interface Setting {
  key: Channel;
  label: string;
  // A reason the reader cannot change this setting, shown in the label.
  lockedBecause?: string;
}

const settings: Setting[] = [
  { key: 'orderUpdates', label: 'Order updates' },
  { key: 'priceDrops', label: 'Price drop alerts' },
  { key: 'security', label: 'Security notices', lockedBecause: 'always on' },
  { key: 'sms', label: 'SMS messages', lockedBecause: 'add a phone number first' },
];

export default function NotificationSettings() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({
    orderUpdates: true,
    priceDrops: false,
    security: true,
    sms: false,
  });
  const onCount = Object.values(enabled).filter(Boolean).length;

  return (
    <div>
      <FormGroup>
        {settings.map((setting) => (
          <FormControlLabel
            key={setting.key}
            disabled={Boolean(setting.lockedBecause)}
            label={setting.lockedBecause ? `${setting.label} (${setting.lockedBecause})` : setting.label}
            control={
              <Switch
                checked={enabled[setting.key]}
                onChange={(event) => setEnabled((current) => ({ ...current, [setting.key]: event.target.checked }))}
                slotProps={{ input: { role: 'switch' } }}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {onCount} of {settings.length} notification channels on
      </Typography>
    </div>
  );
}
