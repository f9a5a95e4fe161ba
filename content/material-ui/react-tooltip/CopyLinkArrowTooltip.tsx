import LinkIcon from '@mui/icons-material/Link';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export default function CopyLinkArrowTooltip() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Copy link to this post" arrow>
        <IconButton>
          <LinkIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Show QR code" arrow placement="right">
        <IconButton>
          <QrCode2Icon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
