import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Contact {
  name: string;
  email: string;
}

// Two people share a name: the label alone cannot tell them apart.
const contacts: Contact[] = [
  { name: 'Sam Taylor', email: 'sam.taylor@harbour.coffee' },
  { name: 'Sam Taylor', email: 'staylor@roastery.example' },
  { name: 'Inês Duarte', email: 'ines@harbour.coffee' },
  { name: 'Kofi Mensah', email: 'kofi@roastery.example' },
];

export default function DuplicateNamesKey() {
  return (
    <Autocomplete
      id="share-with"
      options={contacts}
      getOptionLabel={(contact) => contact.name}
      // A unique React key per option, so two "Sam Taylor" rows never collide.
      getOptionKey={(contact) => contact.email}
      isOptionEqualToValue={(option, value) => option.email === value.email}
      sx={{ width: '100%', maxWidth: 340 }}
      renderOption={(props, contact) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <div>
              {contact.name}
              <Typography variant="body2" color="text.secondary">
                {contact.email}
              </Typography>
            </div>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Share the roast schedule with" />}
    />
  );
}
