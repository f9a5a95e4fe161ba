import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';

const Square = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 6,
  border: `2px solid ${theme.palette.grey[500]}`,
  backgroundColor: theme.palette.background.paper,
  transition: theme.transitions.create(['background-color', 'border-color']),
  'input:hover ~ &': { borderColor: theme.palette.primary.main },
  '.Mui-focusVisible &': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  'input:disabled ~ &': { borderColor: theme.palette.action.disabled, backgroundColor: theme.palette.action.disabledBackground },
}));

const Tick = styled(Square)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  // A white tick drawn with two borders of a rotated box.
  '&::after': {
    content: '""',
    display: 'block',
    width: 5,
    height: 9,
    margin: '1px auto 0',
    border: `solid ${theme.palette.common.white}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
}));

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<Square />} checkedIcon={<Tick />} {...props} />;
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Water the tomatoes" />
      <FormControlLabel control={<RoundedCheckbox />} label="Repot the fig tree" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Prune the roses (after flowering)" />
    </FormGroup>
  );
}
