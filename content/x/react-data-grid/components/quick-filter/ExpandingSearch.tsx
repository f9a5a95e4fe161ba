import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns } from '../toolbar/fleet';

const fleet = createFleet(60, 851);

// Collapsed: a search icon. Expanded: a field that grows in its place. Escape or an empty blur collapses it.
function CompactSearchToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, mx: 0.5 }}>
        Fleet
      </Typography>
      <QuickFilter style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterTrigger
          render={(triggerProps, state) => (
            <Tooltip title="Search vans">
              <ToolbarButton {...triggerProps} aria-label="Search vans" color="default" style={{ display: state.expanded ? 'none' : undefined }}>
                <SearchRounded fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Plate, model or depot"
              sx={{ width: state.expanded ? 240 : 0, visibility: state.expanded ? 'visible' : 'hidden', transition: 'width 200ms ease-out' }}
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search vans' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseRounded fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ExpandingSearch() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: CompactSearchToolbar }} aria-label="Fleet with a collapsible search" />
    </Box>
  );
}
