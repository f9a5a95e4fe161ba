import * as React from 'react';
import Badge, { BadgeOrigin } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const corners: Record<string, BadgeOrigin> = {
  'Top right': { vertical: 'top', horizontal: 'right' },
  'Top left': { vertical: 'top', horizontal: 'left' },
  'Bottom right': { vertical: 'bottom', horizontal: 'right' },
  'Bottom left': { vertical: 'bottom', horizontal: 'left' },
};

export default function BadgePosition() {
  const [corner, setCorner] = React.useState('Top right');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', gap: 5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge component="div" anchorOrigin={corners[corner]} badgeContent="Sale" color="danger" size="sm">
        <Sheet variant="outlined" sx={{ width: 120, height: 90, borderRadius: 'md', display: 'grid', placeItems: 'center' }}>
          <Typography level="body-sm">Rain jacket</Typography>
        </Sheet>
      </Badge>
      <div>
        <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
          Badge corner
        </Typography>
        <RadioGroup aria-labelledby={labelId} value={corner} onChange={(event) => setCorner(event.target.value)}>
          {Object.keys(corners).map((name) => (
            <Radio key={name} value={name} label={name} size="sm" />
          ))}
        </RadioGroup>
      </div>
    </Box>
  );
}
