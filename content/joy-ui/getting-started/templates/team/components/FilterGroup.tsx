import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface FilterOption {
  value: string;
  label: string;
  /** People this option would show, given the other filters and the search. */
  count: number;
}

export interface FilterGroupProps {
  title: string;
  options: FilterOption[];
  selected: string[];
  onToggle: (value: string) => void;
}

/** A titled group of checkboxes, each with the number of people it would show. */
export default function FilterGroup({ title, options, selected, onToggle }: FilterGroupProps) {
  const titleId = React.useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Typography id={titleId} level="title-sm" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <List size="sm" sx={{ '--ListItem-paddingX': '0px', '--ListItem-minHeight': '2rem' }}>
        {options.map((option) => (
          <ListItem key={option.value}>
            <Checkbox
              size="sm"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
              sx={{ width: '100%' }}
              label={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>
                    {option.label}
                    <Box component="span" sx={visuallyHidden}>
                      ,
                    </Box>
                  </span>
                  <Typography component="span" level="body-xs">
                    {option.count}
                    <Box component="span" sx={visuallyHidden}>
                      {option.count === 1 ? ' person' : ' people'}
                    </Box>
                  </Typography>
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
