import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function OffsetTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip title="Notifications">
        <IconButton>
          <NotificationsNoneIcon />
        </IconButton>
      </Tooltip>
      {/* Popper.js's offset modifier: [along the anchor, away from it], in pixels. */}
      <Tooltip
        title="Messages"
        slotProps={{
          popper: { modifiers: [{ name: 'offset', options: { offset: [12, 24] } }] },
          tooltip: { sx: { m: '0 !important' } },
        }}
      >
        <IconButton>
          <ChatBubbleOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
