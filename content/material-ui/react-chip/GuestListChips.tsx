import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const invited = ['Inés Navarro', 'Tariq Aziz', 'Helga Strand', 'Pablo Ruiz'];

export default function GuestListChips() {
  const [guests, setGuests] = React.useState(invited);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Dinner on Friday · {guests.length} invited
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {guests.map((guest) => (
          <Chip
            key={guest}
            label={guest}
            color="secondary"
            variant="outlined"
            aria-label={`${guest}, press Delete to withdraw the invitation`}
            deleteIcon={<PersonRemoveOutlinedIcon />}
            onDelete={() => setGuests((prev) => prev.filter((g) => g !== guest))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
