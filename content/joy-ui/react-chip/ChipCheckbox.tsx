import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Pets allowed', 'Breakfast', 'Gym'];

export default function ChipCheckbox() {
  const [chosen, setChosen] = React.useState<string[]>(['Wi-Fi']);
  const labelId = React.useId();
  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Amenities
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', maxWidth: 400 }}>
        {amenities.map((item) => {
          const checked = chosen.includes(item);
          return (
            <Chip
              key={item}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Done sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={item}
                checked={checked}
                onChange={(event) =>
                  setChosen((list) => (event.target.checked ? [...list, item] : list.filter((x) => x !== item)))
                }
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
