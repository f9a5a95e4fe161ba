import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';

const inviteLink = 'https://example.com/join/7hQ2-kd91';

export default function TooltipControlled() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const copy = async () => {
    await navigator.clipboard?.writeText(inviteLink).catch(() => undefined);
    setCopied(true);
    setOpen(true);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Input
        readOnly
        value={inviteLink}
        slotProps={{ input: { 'aria-label': 'Invite link' } }}
        endDecorator={
          <Tooltip
            title={copied ? 'Copied!' : 'Copy link'}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => {
              setOpen(false);
              setCopied(false);
            }}
            color={copied ? 'success' : 'neutral'}
          >
            <IconButton variant="plain" onClick={copy}>
              <ContentCopy />
            </IconButton>
          </Tooltip>
        }
      />
    </Box>
  );
}
