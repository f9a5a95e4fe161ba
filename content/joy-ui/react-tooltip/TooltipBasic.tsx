import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';

export default function TooltipBasic() {
  return (
    <Box role="toolbar" aria-label="Text formatting" sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title="Bold">
        <IconButton variant="plain">
          <FormatBold />
        </IconButton>
      </Tooltip>
      <Tooltip title="Italic">
        <IconButton variant="plain">
          <FormatItalic />
        </IconButton>
      </Tooltip>
      <Tooltip title="Underline">
        <IconButton variant="plain">
          <FormatUnderlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Insert link">
        <IconButton variant="plain">
          <InsertLink />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
