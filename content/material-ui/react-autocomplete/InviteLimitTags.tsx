import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const teammates = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Elif Yılmaz', 'Farah Khan', 'Gustav Berg'];

export default function InviteLimitTags() {
  return (
    <Autocomplete
      multiple
      id="meeting-guests"
      options={teammates}
      defaultValue={teammates.slice(0, 4)}
      // Only two chips show while the field is not focused; the rest become "+2".
      limitTags={2}
      getLimitTagsText={(more) => `+${more} more`}
      sx={{ width: '100%', maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} label="Guests" placeholder="Invite a teammate" />}
    />
  );
}
