import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Language, languages } from './languages';

export default function LanguageOptions() {
  const [primary, setPrimary] = React.useState<Language | null>(languages[19]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 340 }}>
      <Autocomplete
        id="profile-primary-language"
        options={languages}
        value={primary}
        onChange={(_event, language) => setPrimary(language)}
        // The objects have no `label` key, so say which text to show and search.
        getOptionLabel={(language) => language.name}
        // Compare by a stable key, not by object identity.
        isOptionEqualToValue={(option, value) => option.name === value.name}
        renderInput={(params) => <TextField {...params} label="Main programming language" />}
      />
      <Typography variant="body2" color="text.secondary">
        {primary ? `${primary.name}: ${primary.typing} typing, released in ${primary.since}.` : 'No language chosen.'}
      </Typography>
    </Stack>
  );
}
