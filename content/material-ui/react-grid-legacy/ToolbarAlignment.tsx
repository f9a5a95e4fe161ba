import GridLegacy, { GridLegacyDirection } from '@mui/material/GridLegacy';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import Tile from './Tile';

const heights = [48, 88, 64];

export default function ToolbarAlignment() {
  const [direction, setDirection] = React.useState<GridLegacyDirection>('row');
  const [justify, setJustify] = React.useState('flex-start');
  const [align, setAlign] = React.useState('flex-start');

  const picker = (label: string, value: string, options: string[], onChange: (next: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {options.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {picker('direction', direction, ['row', 'row-reverse', 'column', 'column-reverse'], (next) => setDirection(next as GridLegacyDirection))}
        {picker('justifyContent', justify, ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'], setJustify)}
        {picker('alignItems', align, ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'], setAlign)}
      </Stack>
      <GridLegacy
        container
        direction={direction}
        sx={{ justifyContent: justify, alignItems: align, minHeight: 240, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {heights.map((height, index) => (
          <GridLegacy item key={height}>
            <Tile sx={{ height, width: 96, m: 0.5 }}>Panel {index + 1}</Tile>
          </GridLegacy>
        ))}
      </GridLegacy>
    </Stack>
  );
}
