import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

const initialPeople = ['Amara Okafor', 'Jonas Berg', 'Priya Nair', 'Luis Ortega'];

export default function AttendeeChips() {
  const [people, setPeople] = React.useState(initialPeople);
  const [large, setLarge] = React.useState(false);
  const size = large ? 'lg' : 'sm';

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 460, mx: 'auto' }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Large chips for touch screens</FormLabel>
        <Switch checked={large} onChange={(event) => setLarge(event.target.checked)} />
      </FormControl>
      <Box role="list" aria-label="Attendees" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {people.map((name) => (
          <Chip
            key={name}
            role="listitem"
            size={size}
            variant="outlined"
            startDecorator={<Avatar component="span">{name.split(' ').map((part) => part[0]).join('')}</Avatar>}
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${name}`}
                onDelete={() => setPeople((list) => list.filter((item) => item !== name))}
              />
            }
          >
            {name}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
