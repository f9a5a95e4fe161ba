import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Brush from '@mui/icons-material/Brush';
import Crop from '@mui/icons-material/Crop';
import FormatColorFill from '@mui/icons-material/FormatColorFill';
import TextFields from '@mui/icons-material/TextFields';

const tools = [
  { name: 'Brush', icon: <Brush /> },
  { name: 'Fill', icon: <FormatColorFill /> },
  { name: 'Text', icon: <TextFields /> },
  { name: 'Crop', icon: <Crop /> },
];

export default function MenuListStandalone() {
  const [tool, setTool] = React.useState('Brush');
  return (
    <Sheet sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {/* MenuList is always visible: arrow keys move between the items. */}
      <MenuList aria-label="Drawing tools" sx={{ minWidth: 160, borderRadius: 'sm' }}>
        {tools.map(({ name, icon }) => (
          <MenuItem key={name} selected={tool === name} onClick={() => setTool(name)}>
            <ListItemDecorator>{icon}</ListItemDecorator>
            {name}
          </MenuItem>
        ))}
      </MenuList>
      <Typography level="body-sm" aria-live="polite">
        Active tool: {tool}
      </Typography>
    </Sheet>
  );
}
