import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';

const tools = [
  { label: 'Bold', icon: <FormatBoldIcon /> },
  { label: 'Italic', icon: <FormatItalicIcon /> },
  { label: 'Underline', icon: <FormatUnderlinedIcon /> },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
  { label: 'Insert link', icon: <InsertLinkIcon /> },
];

export default function EditorToolbar() {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="toolbar"
      aria-label="Text formatting"
      sx={{ p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}
    >
      {tools.map((tool) => (
        <IconButton key={tool.label} aria-label={tool.label} size="small">
          {tool.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
