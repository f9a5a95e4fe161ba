import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ReplyIcon from '@mui/icons-material/Reply';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function IconLabelButtons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArchiveOutlinedIcon />} variant="outlined">
        Archive
      </Button>
      <Button startIcon={<ReplyIcon />} variant="outlined">
        Reply
      </Button>
      <Button startIcon={<DeleteOutlineIcon />} variant="outlined" color="error">
        Move to bin
      </Button>
      <Button endIcon={<SendIcon />} variant="contained">
        Send now
      </Button>
    </Stack>
  );
}
