import Avatar from '@mui/joy/Avatar';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const messages = [
  { mine: false, text: 'Are we still on for lunch tomorrow?', time: '12:01' },
  { mine: true, text: 'Yes! 12:30 at the noodle place?', time: '12:03' },
  { mine: false, text: 'Perfect, see you there.', time: '12:04' },
];

export default function StackNested() {
  return (
    // Stacks inside stacks: a column of messages, each a row, each bubble a column.
    <Stack spacing={1.5} sx={{ maxWidth: 400, mx: 'auto' }}>
      {messages.map((message) => (
        <Stack
          key={message.time}
          direction={message.mine ? 'row-reverse' : 'row'}
          spacing={1}
          sx={{ alignItems: 'flex-end' }}
        >
          {!message.mine && <Avatar size="sm">JL</Avatar>}
          <Stack spacing={0.25} sx={{ alignItems: message.mine ? 'flex-end' : 'flex-start' }}>
            <Sheet
              variant={message.mine ? 'solid' : 'soft'}
              color={message.mine ? 'primary' : 'neutral'}
              sx={{ px: 1.5, py: 1, borderRadius: 'lg' }}
            >
              <Typography level="body-sm" textColor="inherit">
                {message.text}
              </Typography>
            </Sheet>
            <Typography level="body-xs" textColor="text.secondary">
              {message.time}
            </Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
