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
        // Documented component variables: every button inside reads them.
        '--IconButton-size': '30px',
        '--Icon-fontSize': '18px',
        '--Button-minHeight': '30px',
        '--Button-gap': '4px',
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
