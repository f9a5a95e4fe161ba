import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const stations = ['Amsterdam Centraal', 'Antwerpen-Centraal', 'Berlin Hbf', 'Bern', 'Bruxelles-Midi', 'Zürich HB'];

export default function InputDebounced() {
  const [text, setText] = React.useState('');
  const [query, setQuery] = React.useState('');

  // Wait until typing pauses for 300 ms before filtering (or calling a server).
  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim().toLowerCase()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);

  const matches = stations.filter((station) => station.toLowerCase().includes(query));
  return (
    <Stack spacing={1} sx={{ maxWidth: 340 }}>
      <Input
        aria-label="Find a station"
        placeholder="Find a station"
        startDecorator={<Search />}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Typography level="body-xs" aria-live="polite">
        {matches.length} stations
      </Typography>
      <List size="sm">
        {matches.map((station) => (
          <ListItem key={station}>{station}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
