import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const owners = [
  { name: 'Farah', initials: 'FA', color: 'primary' },
  { name: 'Jonas', initials: 'JO', color: 'success' },
  { name: 'Wen', initials: 'WE', color: 'warning' },
] as const;

export default function ChipAvatar() {
  const [owner, setOwner] = React.useState<string | null>(null);
  return (
    <Box role="group" aria-label="Filter tasks by owner" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {owners.map((person) => (
        <Chip
          key={person.name}
          variant={owner === person.name ? 'soft' : 'outlined'}
          color={owner === person.name ? 'primary' : 'neutral'}
          startDecorator={
            <Avatar component="span" size="sm" color={person.color} aria-hidden>
              {person.initials}
            </Avatar>
          }
          onClick={() => setOwner(owner === person.name ? null : person.name)}
          slotProps={{ action: { 'aria-pressed': owner === person.name } }}
        >
          {person.name}
        </Chip>
      ))}
    </Box>
  );
}
