import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const genres = ['Fiction', 'Crime', 'Science fiction', 'Fantasy', 'Biography', 'History', 'Travel', 'Cookery', 'Poetry', 'Children', 'Graphic novels'];

export default function VisibleScrollbarTabs() {
  const id = React.useId();
  const [genre, setGenre] = React.useState('Fiction');
  const selected = genres.indexOf(genre);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Tabs
        value={genre}
        onChange={(_, next: string) => setGenre(next)}
        variant="scrollable"
        scrollButtons={false}
        visibleScrollbar
        aria-label="Bookshop genres"
      >
        {genres.map((name, index) => (
          <Tab
            key={name}
            value={name}
            label={name}
            id={`${id}-tab-${index}`}
            aria-controls={index === selected ? `${id}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} sx={{ py: 2 }}>
        <Typography>New arrivals in {genre}, sorted by publication date.</Typography>
      </Box>
    </Box>
  );
}
