import Box from '@mui/system/Box';

const messages = [
  { from: 'them', text: 'Is the delivery still on for Thursday?' },
  { from: 'me', text: 'Yes, between 9 and 11 am.' },
  { from: 'me', text: 'The driver will call ten minutes ahead.' },
];

export default function ChatBubbleCorners() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 360 }}>
      {messages.map((message, index) => {
        const mine = message.from === 'me';
        return (
          <Box
            key={index}
            sx={{
              alignSelf: mine ? 'flex-end' : 'flex-start',
              px: 1.5,
              py: 1,
              bgcolor: mine ? 'primary.main' : 'action.selected',
              color: mine ? 'primary.contrastText' : 'text.primary',
              borderRadius: 4,
              // The corner longhands are not on the theme scale: a number is pixels.
              borderBottomRightRadius: mine ? 4 : 16,
              borderBottomLeftRadius: mine ? 16 : 4,
            }}
          >
            {message.text}
          </Box>
        );
      })}
    </Box>
  );
}
