import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { channelLabels, notificationTopics, quietHourOptions, type Channel } from '../data/notifications';

const channels: Channel[] = ['email', 'app'];

export interface NotificationSettingsProps {
  onNotice: (message: string) => void;
}

/**
 * A row per kind of notification with a checkbox per channel, and the quiet hours. Each change
 * applies at once (send it to your API where `onNotice` is called) and is confirmed in the snackbar.
 */
export default function NotificationSettings({ onNotice }: NotificationSettingsProps) {
  const [choices, setChoices] = React.useState(() =>
    Object.fromEntries(notificationTopics.map((topic) => [topic.id, topic.channels])),
  );
  const [quietHours, setQuietHours] = React.useState('22-06');
  const idPrefix = React.useId();

  const toggle = (topicId: string, title: string, channel: Channel, on: boolean) => {
    setChoices((current) => ({
      ...current,
      [topicId]: on ? [...current[topicId], channel] : current[topicId].filter((item) => item !== channel),
    }));
    onNotice(`${title}: ${channelLabels[channel].toLowerCase()} notifications ${on ? 'on' : 'off'}.`);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography level="title-lg" component="h2">
          Notifications
        </Typography>
        <Typography level="body-sm">Choose what reaches you, and where. Changes apply straight away.</Typography>
      </div>
      <Sheet variant="outlined" sx={{ borderRadius: 'lg' }}>
        <List sx={{ '--ListItem-paddingX': { xs: '16px', sm: '24px' }, '--ListItem-paddingY': '16px' }}>
          {notificationTopics.map((topic, index) => (
            <React.Fragment key={topic.id}>
              {index > 0 && <ListDivider inset="gutter" />}
              <ListItem
                sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 1.5, sm: 3 } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography id={`${idPrefix}-${topic.id}`} level="title-sm">
                    {topic.title}
                  </Typography>
                  <Typography level="body-sm">{topic.description}</Typography>
                </Box>
                <Box role="group" aria-labelledby={`${idPrefix}-${topic.id}`} sx={{ display: 'flex', gap: 3, flexShrink: 0 }}>
                  {channels.map((channel) => (
                    <Checkbox
                      key={channel}
                      label={channelLabels[channel]}
                      checked={choices[topic.id].includes(channel)}
                      onChange={(event) => toggle(topic.id, topic.title, channel, event.target.checked)}
                    />
                  ))}
                </Box>
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Sheet>
      <FormControl sx={{ maxWidth: 360 }}>
        <FormLabel>Quiet hours</FormLabel>
        <Select
          // The listbox mounts after hydration: point the button at it only while it is open.
          slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
          value={quietHours}
          onChange={(_, value) => {
            if (value) {
              setQuietHours(value);
              onNotice(`Quiet hours: ${quietHourOptions.find((option) => option.value === value)?.label}.`);
            }
          }}
        >
          {quietHourOptions.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Select>
        <FormHelperText>Phone notifications wait until the morning. Emails still arrive.</FormHelperText>
      </FormControl>
    </Box>
  );
}
