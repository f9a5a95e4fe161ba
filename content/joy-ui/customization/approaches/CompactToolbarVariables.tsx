import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import InsertLinkRounded from '@mui/icons-material/InsertLinkRounded';
import SendRounded from '@mui/icons-material/SendRounded';

export default function CompactToolbarVariables() {
  return (
    <Box
      role="toolbar"
      aria-label="Message formatting"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        maxWidth: 360,
        mx: 'auto',
        borderRadius: 'md',
        bgcolor: 'background.level1',
        // Variables the buttons read but never set themselves, so a parent can set them.
        // An icon button sizes its icon from --IconButton-size (30px / 1.5 = 20px here).
        '--IconButton-size': '30px',
        '--Button-minHeight': '30px',
      }}
    >
      <IconButton aria-label="Bold">
        <FormatBoldRounded />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicRounded />
      </IconButton>
      <IconButton aria-label="Insert link">
        <InsertLinkRounded />
      </IconButton>
      <Button size="sm" endDecorator={<SendRounded />} sx={{ ml: 'auto' }}>
        Send
      </Button>
    </Box>
  );
}
