import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { styled } from '@mui/material/styles';
import * as React from 'react';

const ToolbarInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 6,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    padding: '6px 32px 6px 10px',
    fontSize: 14,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 6,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.primary.light}`,
    },
  },
}));

const fonts = ['Inter', 'Georgia', 'Merriweather', 'JetBrains Mono'];

export default function EditorFontSelect() {
  const id = React.useId();
  const [font, setFont] = React.useState('Georgia');

  return (
    <FormControl variant="standard" sx={{ minWidth: 180 }}>
      <InputLabel shrink id={`${id}-label`}>
        Body font
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        value={font}
        onChange={(event) => setFont(event.target.value)}
        input={<ToolbarInput />}
        IconComponent={UnfoldMoreIcon}
      >
        {fonts.map((name) => (
          <MenuItem key={name} value={name} sx={{ fontFamily: name }}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
