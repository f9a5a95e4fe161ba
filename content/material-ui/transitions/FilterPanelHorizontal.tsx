import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function FilterPanelHorizontal() {
  const panelId = React.useId();
  const [showFilters, setShowFilters] = React.useState(true);

  return (
    <div>
      <Button startIcon={<FilterListRounded />} aria-expanded={showFilters} aria-controls={panelId} onClick={() => setShowFilters(!showFilters)}>
        Filters
      </Button>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, minHeight: 150 }}>
        <Collapse orientation="horizontal" in={showFilters} id={panelId}>
          <Paper variant="outlined" sx={{ p: 1.5, width: 180 }}>
            <FormGroup>
              <FormControlLabel control={<Checkbox defaultChecked />} label="In stock" />
              <FormControlLabel control={<Checkbox />} label="On sale" />
              <FormControlLabel control={<Checkbox />} label="Free delivery" />
            </FormGroup>
          </Paper>
        </Collapse>
        <Typography variant="body2" sx={{ flex: 1 }}>
          24 hiking boots match your search. Hide the filters to give the results the whole width.
        </Typography>
      </Box>
    </div>
  );
}
