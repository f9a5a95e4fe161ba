import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';

export default function MapSearchInputBase() {
  return (
    <Paper
      component="form"
      role="search"
      elevation={3}
      onSubmit={(event: React.SubmitEvent) => event.preventDefault()}
      sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5, width: '100%', maxWidth: 420, borderRadius: 3 }}
    >
      <InputBase
        sx={{ ml: 1, flex: 1 }}
        placeholder="Search stores near you"
        slotProps={{ input: { 'aria-label': 'Search stores near you' } }}
      />
      <IconButton type="submit" aria-label="Search">
        <SearchIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton color="primary" aria-label="Use my location">
        <MyLocationIcon />
      </IconButton>
    </Paper>
  );
}
