import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const skills = ['TypeScript', 'React', 'GraphQL', 'Rust', 'PostgreSQL', 'Figma'];

export default function CheckboxChips() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['React']);
  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1.5 }}>
        Skills for this role
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {skills.map((skill) => {
          const checked = selected.includes(skill);
          return (
            <Chip
              key={skill}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Done sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              {/* disableIcon + overlay: the checkbox becomes the whole chip. */}
              <Checkbox
                variant={checked ? 'soft' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={skill}
                checked={checked}
                onChange={(event) =>
                  setSelected(event.target.checked ? [...selected, skill] : selected.filter((item) => item !== skill))
                }
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
