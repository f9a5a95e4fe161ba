import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import SendRounded from '@mui/icons-material/SendRounded';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface ComposerProps {
  /** Who the message goes to, for the field's label: "Message Dana Okafor". */
  recipient: string;
  value: string;
  onChange: (text: string) => void;
  onSend: (text: string) => void;
}

/**
 * The message field under the log. Enter sends and Shift+Enter starts a new line, except while an
 * input method is composing a character (Japanese, Chinese, Korean), when Enter confirms it. The
 * field grows to six lines, then scrolls; the send button stays disabled while the field is blank.
 */
export default function Composer({ recipient, value, onChange, onSend }: ComposerProps) {
  const blank = value.trim() === '';
  const fieldRef = React.useRef<HTMLTextAreaElement>(null);
  const send = () => {
    if (!blank) {
      onSend(value.trim());
    }
    // The send button turns disabled once the field is empty: keep focus in the field.
    fieldRef.current?.focus();
  };
  return (
    <Box
      component="form"
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        send();
      }}
      sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5, pb: 2, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <FormControl>
        <FormLabel sx={visuallyHidden}>Message {recipient}</FormLabel>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
          <Textarea
            minRows={1}
            maxRows={6}
            placeholder={`Message ${recipient}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
            slotProps={{ textarea: { ref: fieldRef } }}
            sx={{ flex: 1 }}
          />
          <IconButton type="submit" variant="solid" color="primary" aria-label="Send" disabled={blank} sx={{ flexShrink: 0 }}>
            <SendRounded />
          </IconButton>
        </Box>
        <FormHelperText sx={{ display: { xs: 'none', sm: 'flex' } }}>Enter sends. Shift+Enter starts a new line.</FormHelperText>
      </FormControl>
    </Box>
  );
}
