import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const people = ['you@harbour.coffee', 'ops@harbour.coffee', 'lena@harbour.coffee', 'tomas@harbour.coffee', 'finance@harbour.coffee'];
// The sender always receives a copy and cannot be removed.
const locked = ['you@harbour.coffee'];

export default function FixedRecipients() {
  const [recipients, setRecipients] = React.useState<string[]>([...locked, 'ops@harbour.coffee']);

  return (
    <Autocomplete
      multiple
      id="report-recipients"
      options={people}
      value={recipients}
      onChange={(_event, next) => {
        // Put locked addresses back, whatever the reader did (including the clear button).
        setRecipients([...locked, ...next.filter((address) => !locked.includes(address))]);
      }}
      sx={{ width: '100%', maxWidth: 520 }}
      renderValue={(values, getItemProps) =>
        values.map((address, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const isLocked = locked.includes(address);
          return <Chip key={key} label={isLocked ? `${address} (you)` : address} {...itemProps} disabled={isLocked} />;
        })
      }
      renderInput={(params) => <TextField {...params} label="Send the weekly report to" />}
    />
  );
}
