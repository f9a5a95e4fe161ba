import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Link from '@mui/icons-material/Link';
import Undo from '@mui/icons-material/Undo';

const tools = [
  { label: 'Undo', icon: <Undo /> },
  { label: 'Bold', icon: <FormatBold /> },
  { label: 'Italic', icon: <FormatItalic /> },
  { label: 'Align left', icon: <FormatAlignLeft /> },
  { label: 'Insert link', icon: <Link /> },
];

export default function IconButtonSizes() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography level="body-sm" sx={{ width: 120 }}>
            {size === 'sm' ? 'Comment box' : size === 'md' ? 'Editor' : 'Touch screen'}
          </Typography>
          <Box role="toolbar" aria-label={`Formatting, size ${size}`} sx={{ display: 'flex', gap: 0.5 }}>
            {tools.map((tool) => (
              <IconButton key={tool.label} size={size} variant={size === 'md' ? 'outlined' : 'soft'} color="neutral" aria-label={tool.label}>
                {tool.icon}
              </IconButton>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
