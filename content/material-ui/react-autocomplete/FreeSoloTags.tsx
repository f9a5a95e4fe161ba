import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const suggested = ['bug', 'feature', 'docs', 'good first issue', 'needs review'];

export default function FreeSoloTags() {
  return (
    <Autocomplete
      multiple
      freeSolo
      id="issue-labels"
      options={suggested}
      defaultValue={['docs', 'v7 migration']}
      sx={{ width: '100%', maxWidth: 480 }}
      renderValue={(values, getItemProps) =>
        values.map((label, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} variant="outlined" color="secondary" size="small" label={label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Issue labels" placeholder="Type and press Enter" helperText="Any text works; suggestions are optional." />
      )}
    />
  );
}
