import * as React from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { createFleet, fleetColumns } from './fleet';

const fleet = createFleet(40, 846);

// Wide screens get one button per action; narrow ones fold the actions into a "More actions" menu.
function AdaptiveToolbar() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, mx: 0.5 }}>
        Service plan
      </Typography>
      {narrow ? (
        <>
          <Tooltip title="More actions">
            <ToolbarButton
              id={buttonId}
              aria-label="More actions"
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </ToolbarButton>
          </Tooltip>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
            <ExportCsv render={<MenuItem />} options={{ fileName: 'service-plan' }} onClick={close}>
              Download CSV
            </ExportCsv>
            <ExportPrint render={<MenuItem />} onClick={close}>
              Print
            </ExportPrint>
          </Menu>
        </>
      ) : (
        <>
          <Tooltip title="Download CSV">
            <ExportCsv render={<ToolbarButton aria-label="Download CSV" />} options={{ fileName: 'service-plan' }}>
              <FileDownloadOutlined fontSize="small" />
            </ExportCsv>
          </Tooltip>
          <Tooltip title="Print">
            <ExportPrint render={<ToolbarButton aria-label="Print" />}>
              <PrintOutlined fontSize="small" />
            </ExportPrint>
          </Tooltip>
        </>
      )}
    </Toolbar>
  );
}

export default function OverflowMenuToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: AdaptiveToolbar }} aria-label="Service plan of the vans" />
    </Box>
  );
}
