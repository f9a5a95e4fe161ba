import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const messages = [
  { mine: false, text: 'مرحبا! هل الطاولة محجوزة لليلة الجمعة؟' },
  { mine: true, text: 'نعم، لأربعة أشخاص في الساعة الثامنة.' },
  { mine: false, text: 'ممتاز، شكراً لك.' },
];

export default function ChatBubblesLogical() {
  const [dir, setDir] = React.useState<'rtl' | 'ltr'>('rtl');

  return (
    <Box sx={{ maxWidth: 400, mx: 'auto', display: 'grid', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Text direction"
        value={dir}
        onChange={(event) => setDir(event.target.value as 'rtl' | 'ltr')}
      >
        <Radio value="rtl" label="Right to left" />
        <Radio value="ltr" label="Left to right" />
      </RadioGroup>
      <Box dir={dir} lang="ar" sx={{ display: 'grid', gap: 1 }}>
        {messages.map((message) => (
          <Sheet
            key={message.text}
            variant={message.mine ? 'solid' : 'soft'}
            color={message.mine ? 'primary' : 'neutral'}
            sx={{
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              // Logical properties follow the direction: no RTL plugin needed for these.
              marginInlineStart: message.mine ? 'auto' : 0,
              borderRadius: 'lg',
              [message.mine ? 'borderEndEndRadius' : 'borderEndStartRadius']: 4,
            }}
          >
            <Typography level="body-sm" textColor="inherit">
              {message.text}
            </Typography>
          </Sheet>
        ))}
      </Box>
    </Box>
  );
}
