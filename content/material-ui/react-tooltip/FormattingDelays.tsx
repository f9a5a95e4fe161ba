import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const tools = [
  { label: 'Bold (Ctrl+B)', icon: <FormatBoldIcon /> },
  { label: 'Italic (Ctrl+I)', icon: <FormatItalicIcon /> },
  { label: 'Underline (Ctrl+U)', icon: <FormatUnderlinedIcon /> },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
];

export default function FormattingDelays() {
  return (
    <Stack direction="row" role="toolbar" aria-label="Text formatting">
      {tools.map((tool) => (
        // Wait 600 ms before the first tooltip, then switch at once while moving along the toolbar.
        <Tooltip key={tool.label} title={tool.label} enterDelay={600} enterNextDelay={0} leaveDelay={150}>
          <IconButton>{tool.icon}</IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
