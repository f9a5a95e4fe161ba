import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressBasic() {
  const [searching, setSearching] = React.useState(true);

  React.useEffect(() => {
    if (!searching) return undefined;
    // Stands in for a network request of unknown length.
    const timer = window.setTimeout(() => setSearching(false), 3000);
    return () => window.clearTimeout(timer);
  }, [searching]);

  return (
    <Card variant="outlined" aria-busy={searching} sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="flight-search-title" level="title-md">
        Flight prices
      </Typography>
      {searching ? (
        <>
          <Typography level="body-sm">Comparing 84 airlines for Lisbon → Reykjavík…</Typography>
          {/* No value: the bar runs until the work ends. Named by the card's title. */}
          <LinearProgress aria-labelledby="flight-search-title" />
        </>
      ) : (
        <>
          <Typography level="body-sm" role="status">
            Cheapest return: €212 with one stop.
          </Typography>
          <Button size="sm" variant="soft" onClick={() => setSearching(true)} sx={{ alignSelf: 'flex-start' }}>
            Search again
          </Button>
        </>
      )}
    </Card>
  );
}
