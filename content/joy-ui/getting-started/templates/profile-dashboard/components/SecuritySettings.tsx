import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import LaptopRounded from '@mui/icons-material/LaptopRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import TabletMacRounded from '@mui/icons-material/TabletMacRounded';
import { devices as signedIn, passwordChanged } from '../data/security';

const deviceIcons = { laptop: LaptopRounded, phone: PhoneIphoneRounded, tablet: TabletMacRounded };

export interface SecuritySettingsProps {
  /** Where the password reset link goes. */
  email: string;
  onNotice: (message: string) => void;
}

/** Password, two-step verification, and the devices signed in to the account, each of which can be signed out. */
export default function SecuritySettings({ email, onNotice }: SecuritySettingsProps) {
  const [twoStep, setTwoStep] = React.useState(false);
  const [devices, setDevices] = React.useState(signedIn);
  const devicesHeading = React.useRef<HTMLHeadingElement>(null);

  const signOut = (id: string, name: string) => {
    setDevices((current) => current.filter((device) => device.id !== id));
    onNotice(`${name} has been signed out.`);
    // The button just pressed is gone: put focus somewhere that still exists.
    devicesHeading.current?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography level="title-lg" component="h2">
          Sign-in & security
        </Typography>
        <Typography level="body-sm">Keep your account yours, on the shared computers at the clinic too.</Typography>
      </div>
      <Sheet variant="outlined" sx={{ borderRadius: 'lg', p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography level="title-sm" component="h3">
              Password
            </Typography>
            <Typography level="body-sm">Last changed {passwordChanged}.</Typography>
          </Box>
          <Button
            variant="outlined"
            color="neutral"
            onClick={() => onNotice(`We’ve sent a link to ${email}. It works for 30 minutes.`)}
          >
            Change password
          </Button>
        </Box>
        <FormControl orientation="horizontal" sx={{ gap: 2, justifyContent: 'space-between' }}>
          <div>
            <FormLabel>Two-step verification</FormLabel>
            <FormHelperText>Ask for a code from your phone when you sign in on a new device.</FormHelperText>
          </div>
          <Switch
            checked={twoStep}
            onChange={(event) => {
              setTwoStep(event.target.checked);
              onNotice(event.target.checked ? 'Two-step verification is on.' : 'Two-step verification is off.');
            }}
          />
        </FormControl>
      </Sheet>
      <div>
        <Typography ref={devicesHeading} tabIndex={-1} level="title-md" component="h3" sx={{ mb: 1, outline: 'none' }}>
          Signed-in devices ({devices.length})
        </Typography>
        <Sheet variant="outlined" sx={{ borderRadius: 'lg' }}>
          <List sx={{ '--ListItem-paddingX': { xs: '16px', sm: '24px' }, '--ListItem-paddingY': '12px' }}>
            {devices.map((device, index) => {
              const Icon = deviceIcons[device.kind];
              return (
                <React.Fragment key={device.id}>
                  {index > 0 && <ListDivider inset="gutter" />}
                  <ListItem sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                    <ListItemDecorator>
                      <Icon />
                    </ListItemDecorator>
                    <ListItemContent sx={{ minWidth: 160 }}>
                      <Typography level="title-sm">{device.name}</Typography>
                      <Typography level="body-xs">
                        {device.place} · {device.lastActive}
                      </Typography>
                    </ListItemContent>
                    {device.current ? (
                      <Chip size="sm" variant="soft" color="success">
                        This device
                      </Chip>
                    ) : (
                      <Button
                        size="sm"
                        variant="plain"
                        color="danger"
                        aria-label={`Sign out ${device.name}`}
                        onClick={() => signOut(device.id, device.name)}
                      >
                        Sign out
                      </Button>
                    )}
                  </ListItem>
                </React.Fragment>
              );
            })}
          </List>
        </Sheet>
      </div>
    </Box>
  );
}
