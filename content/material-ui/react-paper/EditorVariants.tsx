import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function EditorVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
      {/* Elevation: a toolbar that floats over the text. */}
      <Paper elevation={6} role="toolbar" aria-label="Text formatting" sx={{ display: 'flex', p: 0.5 }}>
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
        <IconButton aria-label="Bulleted list">
          <FormatListBulletedIcon />
        </IconButton>
      </Paper>
      {/* Outlined: the page itself, flat and framed. */}
      <Paper variant="outlined" sx={{ p: 2, alignSelf: 'stretch' }}>
        <Typography variant="body2">
          Minutes, 6 March: the team agreed to move the launch to April and to hire a second designer.
        </Typography>
      </Paper>
    </Stack>
  );
}
