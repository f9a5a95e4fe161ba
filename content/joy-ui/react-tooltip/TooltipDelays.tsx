import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Brush from '@mui/icons-material/Brush';
import CropSquare from '@mui/icons-material/CropSquare';
import PanTool from '@mui/icons-material/PanTool';
import TextFields from '@mui/icons-material/TextFields';

const tools = [
  { title: 'Hand (H)', icon: <PanTool /> },
  { title: 'Brush (B)', icon: <Brush /> },
  { title: 'Rectangle (R)', icon: <CropSquare /> },
  { title: 'Text (T)', icon: <TextFields /> },
];

export default function TooltipDelays() {
  return (
    <Box role="toolbar" aria-label="Drawing tools" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: 'fit-content' }}>
      {tools.map((tool) => (
        // Wait 600 ms before the first tooltip, then show the next ones at once
        // while the pointer moves along the toolbar.
        <Tooltip key={tool.title} title={tool.title} placement="right" enterDelay={600} enterNextDelay={0} leaveDelay={150}>
          <IconButton variant="plain" color="neutral">
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
