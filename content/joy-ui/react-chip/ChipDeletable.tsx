import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';

const initial = ['ana@studio.io', 'kwame@studio.io', 'lin@partner.com'];

export default function ChipDeletable() {
  const [recipients, setRecipients] = React.useState(initial);
  const remove = (email: string) => setRecipients((list) => list.filter((item) => item !== email));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography level="title-sm" component="p">
        To:
      </Typography>
      <Box component="ul" aria-label="Recipients" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {recipients.map((email) => (
          <li key={email}>
            <Chip variant="outlined" endDecorator={<ChipDelete aria-label={`Remove ${email}`} onDelete={() => remove(email)} />}>
              {email}
            </Chip>
          </li>
        ))}
      </Box>
      {recipients.length === 0 && <Typography level="body-sm">No recipients left.</Typography>}
      <Typography level="body-xs">Focus a remove button and press Delete, Backspace or Enter.</Typography>
    </Box>
  );
}
