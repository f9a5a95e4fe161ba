import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';

export default function EditorToolbarVertical() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', p: 0.5 }}
    >
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      {/* flexItem: the divider stretches to the flex container's height */}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align centre">
        <FormatAlignCenterIcon />
      </IconButton>
      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Insert link">
        <InsertLinkIcon />
      </IconButton>
    </Paper>
  );
}
