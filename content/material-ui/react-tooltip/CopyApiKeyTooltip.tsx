import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const apiKey = 'sk_test_51Hq…9fWz';

export default function CopyApiKeyTooltip() {
  const [copied, setCopied] = React.useState(false);

  const copy = async () => {
    await navigator.clipboard?.writeText(apiKey).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        {apiKey}
      </Typography>
      <ClickAwayListener onClickAway={() => setCopied(false)}>
        {/* Shown only after a click: hover, focus and touch don't open it. */}
        <Tooltip
          title="Copied to clipboard"
          open={copied}
          onClose={() => setCopied(false)}
          disableFocusListener
          disableHoverListener
          disableTouchListener
          slotProps={{ popper: { disablePortal: true } }}
        >
          <IconButton aria-label="Copy API key" onClick={copy} onMouseLeave={() => setCopied(false)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </ClickAwayListener>
    </Box>
  );
}
