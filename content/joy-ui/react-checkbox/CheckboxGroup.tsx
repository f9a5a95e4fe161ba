import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';

const channels = ['Email', 'Text message', 'Push notification', 'Phone call'];

export default function CheckboxGroup() {
  const id = React.useId();
  const [picked, setPicked] = React.useState<string[]>(['Email']);
  return (
    <Stack spacing={1}>
      <FormLabel id={`${id}-label`}>Tell me when my parcel ships by</FormLabel>
      <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
        <List size="sm" sx={{ '--List-gap': '0.5rem' }}>
          {channels.map((channel) => (
            <ListItem key={channel}>
              <Checkbox
                label={channel}
                checked={picked.includes(channel)}
                onChange={(event) =>
                  setPicked(event.target.checked ? [...picked, channel] : picked.filter((item) => item !== channel))
                }
              />
            </ListItem>
          ))}
        </List>
      </Box>
      <FormHelperText id={`${id}-help`}>
        {picked.length === 0 ? 'No notifications: check the order page instead.' : `${picked.length} selected`}
      </FormHelperText>
    </Stack>
  );
}
