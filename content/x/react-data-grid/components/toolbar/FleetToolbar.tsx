import * as React from 'react';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns } from './fleet';

const fleet = createFleet(45, 840);

function ExportMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const menuId = React.useId();
  const buttonId = React.useId();
  return (
    <>
      <Tooltip title="Export">
        <ToolbarButton
          id={buttonId}
          aria-label="Export"
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FileDownloadOutlined fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'fleet' }} onClick={close}>
          Download CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </>
  );
}

function FleetGridToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, mx: 0.5 }}>
        Vans
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnOutlined fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Tooltip title="Filters">
            <ToolbarButton {...triggerProps} aria-label={`Filters, ${state.filterCount} active`} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListRounded fontSize="small" />
              </Badge>
            </ToolbarButton>
          </Tooltip>
        )}
      />
      <ExportMenu />
      <Divider orientation="vertical" flexItem variant="middle" sx={{ mx: 0.5 }} />
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search vans"
              slotProps={{
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search vans' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: controlProps.value ? (
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

export default function FleetToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: FleetGridToolbar }} aria-label="Delivery vans" />
    </Box>
  );
}
