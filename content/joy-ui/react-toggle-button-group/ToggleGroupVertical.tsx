import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import CropSquare from '@mui/icons-material/CropSquare';
import Gesture from '@mui/icons-material/Gesture';
import NearMe from '@mui/icons-material/NearMe';
import TextFields from '@mui/icons-material/TextFields';

const tools = [
  { value: 'select', label: 'Select', icon: <NearMe /> },
  { value: 'draw', label: 'Freehand', icon: <Gesture /> },
  { value: 'shape', label: 'Rectangle', icon: <CropSquare /> },
  { value: 'text', label: 'Text', icon: <TextFields /> },
];

export default function ToggleGroupVertical() {
  const [tool, setTool] = React.useState<string | null>('select');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        orientation="vertical"
        variant="soft"
        value={tool}
        onChange={(_event, value) => value && setTool(value)}
        aria-label="Drawing tool"
      >
        {tools.map(({ value, label, icon }) => (
          <Tooltip key={value} title={label} placement="right">
            <IconButton value={value}>{icon}</IconButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">Active tool: {tools.find((item) => item.value === tool)?.label}</Typography>
    </Stack>
  );
}
