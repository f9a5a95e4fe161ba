import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';

type Margin = 'none' | 'dense' | 'normal';

export default function ContactMargins() {
  const [margin, setMargin] = React.useState<Margin>('normal');

  return (
    <Box sx={{ width: '100%', maxWidth: 460 }}>
      <RadioGroup
        row
        aria-label="Spacing between fields"
        value={margin}
        onChange={(event) => setMargin(event.target.value as Margin)}
      >
        <FormControlLabel value="none" control={<Radio />} label="none" />
        <FormControlLabel value="dense" control={<Radio />} label="dense" />
        <FormControlLabel value="normal" control={<Radio />} label="normal" />
      </RadioGroup>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}>
        <TextField id="contact-name" label="Your name" fullWidth margin={margin} />
        <TextField id="contact-subject" label="Subject" fullWidth margin={margin} />
        <TextField id="contact-order" label="Order number (optional)" margin={margin} />
      </Box>
    </Box>
  );
}
