import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const amenities = ['Free Wi-Fi', 'Breakfast included', 'Parking', 'Pool', 'Pets allowed', 'Airport shuttle', 'Gym'];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      multiple
      id="hotel-amenities"
      options={amenities}
      // Keep the list open so several boxes can be ticked in a row.
      disableCloseOnSelect
      sx={{ width: '100%', maxWidth: 440 }}
      renderOption={(props, amenity, { selected }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <Checkbox
              icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
              checkedIcon={<CheckBoxIcon fontSize="small" />}
              checked={selected}
              tabIndex={-1}
              disableRipple
              sx={{ mr: 1, p: 0.5 }}
              // the option itself carries aria-selected; hide the decorative box
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            {amenity}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Must have" placeholder="Amenities" />}
    />
  );
}
