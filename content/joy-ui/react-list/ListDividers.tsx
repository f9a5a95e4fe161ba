import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;
const people = ['Hana Sato', 'Marek Nowak', 'Zainab Musa'];

export default function ListDividers() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, width: '100%' }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            inset=&quot;{inset}&quot;
          </Typography>
          <List variant="outlined" aria-label={`Team, dividers with ${inset} inset`} sx={{ borderRadius: 'sm' }}>
            {people.map((name, index) => (
              <React.Fragment key={name}>
                {index > 0 && <ListDivider inset={inset} aria-hidden />}
                <ListItem>
                  <ListItemDecorator>
                    <Avatar component="span" size="sm" aria-hidden>
                      {name[0]}
                    </Avatar>
                  </ListItemDecorator>
                  {name}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
