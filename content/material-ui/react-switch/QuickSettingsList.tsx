import BluetoothRounded from '@mui/icons-material/BluetoothRounded';
import FlightRounded from '@mui/icons-material/FlightRounded';
import WifiRounded from '@mui/icons-material/WifiRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import * as React from 'react';

const settings = [
  { key: 'wifi', label: 'Wi-Fi', icon: <WifiRounded /> },
  { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothRounded /> },
  { key: 'airplane', label: 'Airplane mode', icon: <FlightRounded /> },
];

export default function QuickSettingsList() {
  const id = React.useId();
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (key: string) => {
    setEnabled((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  };

  return (
    <List sx={{ width: 300, bgcolor: 'background.paper' }} subheader={<ListSubheader>Connections</ListSubheader>}>
      {settings.map((setting) => (
        <ListItem key={setting.key}>
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText id={`${id}-${setting.key}`} primary={setting.label} />
          <Switch
            edge="end"
            checked={enabled.includes(setting.key)}
            onChange={() => toggle(setting.key)}
            slotProps={{ input: { role: 'switch', 'aria-labelledby': `${id}-${setting.key}` } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
