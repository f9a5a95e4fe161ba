import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const roles = ['Admin', 'Billing', 'Editor', 'Viewer'];

export default function AutocompleteReadOnly() {
  const [locked, setLocked] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: 340 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
        <Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />
        <FormLabel>Lock account permissions</FormLabel>
      </FormControl>
      <FormControl>
        <FormLabel>Roles of Kim Tran</FormLabel>
        {/* readOnly keeps the value readable and focusable; tags cannot be removed. */}
        <Autocomplete
          multiple
          readOnly={locked}
          options={roles}
          defaultValue={['Editor', 'Billing']}
          renderTags={(tags, getTagProps) =>
            tags.map((role, index) => {
              const { key, ...tagProps } = getTagProps({ index });
              return (
                <Chip
                  key={key}
                  size="sm"
                  variant="soft"
                  endDecorator={locked ? null : <ChipDelete {...tagProps} aria-label={`Remove ${role}`} />}
                >
                  {role}
                </Chip>
              );
            })
          }
        />
        <FormHelperText>{locked ? 'Unlock to change roles.' : 'Type to add a role.'}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
