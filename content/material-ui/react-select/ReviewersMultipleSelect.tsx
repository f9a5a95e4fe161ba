import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import * as React from 'react';

const teammates = ['Amara Okafor', 'Bruno Salgado', 'Chen Wei', 'Dana Whitfield', 'Elif Aydın', 'Farid Haddad'];

export default function ReviewersMultipleSelect() {
  const id = React.useId();
  const [reviewers, setReviewers] = React.useState<string[]>(['Chen Wei']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // After browser autofill the select reports one option's value, a string, instead of an array.
    setReviewers(typeof value === 'string' ? [value] : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id={`${id}-label`}>Reviewers</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={reviewers}
        onChange={handleChange}
        input={<OutlinedInput label="Reviewers" />}
      >
        {teammates.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{reviewers.length} of 2 required approvals requested</FormHelperText>
    </FormControl>
  );
}
