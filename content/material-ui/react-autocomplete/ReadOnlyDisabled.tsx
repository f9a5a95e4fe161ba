import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const reviewers = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Levi'];
const branches = ['main', 'release/7.1', 'feat/autocomplete-docs'];

export default function ReadOnlyDisabled() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {/* The pull request is merged: reviewers stay visible and focusable, but fixed. */}
      <Autocomplete
        multiple
        readOnly
        id="merged-reviewers"
        options={reviewers}
        defaultValue={['Chen Wei', 'Dana Levi']}
        renderInput={(params) => <TextField {...params} label="Reviewed by" />}
      />
      {/* Only maintainers may retarget a pull request. */}
      <Autocomplete
        disabled
        id="target-branch"
        options={branches}
        defaultValue="main"
        renderInput={(params) => (
          <TextField
            {...params}
            label="Target branch"
            helperText="Ask a maintainer to change it."
            // Disabled helper text is pale by default; this explanation must stay readable.
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          />
        )}
      />
    </Stack>
  );
}
