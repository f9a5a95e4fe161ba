import FilterListIcon from '@mui/icons-material/FilterList';
import IosShareIcon from '@mui/icons-material/IosShare';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import * as React from 'react';

const tools = [
  { id: 'search', label: 'Search reports by name or owner', icon: <SearchIcon /> },
  { id: 'filter', label: 'Filter by date range and team', icon: <FilterListIcon /> },
  { id: 'export', label: 'Export the current view as CSV', icon: <IosShareIcon /> },
];

export default function GuidedTourTooltips() {
  // `open` and `onOpen`/`onClose` make every tooltip controlled:
  // the parent decides, so the tour can show all of them at once.
  const [openId, setOpenId] = React.useState<string | null>(null);
  const [tour, setTour] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', py: 5 }}>
      <Stack direction="row" spacing={1}>
        {tools.map((tool) => (
          <Tooltip
            key={tool.id}
            title={tool.label}
            arrow
            open={tour || openId === tool.id}
            onOpen={() => setOpenId(tool.id)}
            onClose={() => setOpenId(null)}
          >
            <IconButton>{tool.icon}</IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Button variant={tour ? 'contained' : 'outlined'} onClick={() => setTour(!tour)}>
        {tour ? 'End tour' : 'Show all hints'}
      </Button>
    </Stack>
  );
}
