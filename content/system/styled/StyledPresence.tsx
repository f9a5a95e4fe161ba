import { styled } from '@mui/system';

type Presence = 'online' | 'away' | 'offline';

const dotColors: Record<Presence, string> = { online: '#2e7d32', away: '#ed6c02', offline: '#757575' };

const StatusDot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'presence',
})<{ presence: Presence }>(({ presence }) => ({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  backgroundColor: dotColors[presence],
  boxShadow: presence === 'online' ? '0 0 0 3px rgba(46, 125, 50, 0.25)' : 'none',
}));

const Row = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 0),
}));

const people: { name: string; presence: Presence }[] = [
  { name: 'Aiko Sato', presence: 'online' },
  { name: 'Ben Okafor', presence: 'away' },
  { name: 'Clara Núñez', presence: 'offline' },
];

export default function StyledPresence() {
  return (
    <ul aria-label="Team presence" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <Row key={person.name}>
          <StatusDot presence={person.presence} aria-hidden />
          <span>
            {person.name} ({person.presence})
          </span>
        </Row>
      ))}
    </ul>
  );
}
