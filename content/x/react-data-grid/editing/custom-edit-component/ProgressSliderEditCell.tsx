import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import * as React from 'react';

interface Milestone {
  id: number;
  milestone: string;
  owner: string;
  progress: number;
}

const milestones: Milestone[] = [
  { id: 1, milestone: 'Warehouse scanner rollout', owner: 'Nadia Petrova', progress: 80 },
  { id: 2, milestone: 'Supplier portal login', owner: 'Kwame Boateng', progress: 35 },
  { id: 3, milestone: 'Returns label printing', owner: 'Sakura Tanaka', progress: 100 },
  { id: 4, milestone: 'Stock forecast model', owner: 'Mateo Rojas', progress: 10 },
  { id: 5, milestone: 'Driver route app', owner: 'Leila Haddad', progress: 55 },
];

function ProgressEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Milestone, number>) {
  const apiRef = useGridApiContext();
  const thumbRef = React.useRef<HTMLSpanElement>(null);

  // The grid tells the editor when it owns focus; move it to the slider's thumb.
  React.useLayoutEffect(() => {
    if (hasFocus) thumbRef.current?.querySelector('input')?.focus();
  }, [hasFocus]);

  return (
    <Box sx={{ px: 2, width: '100%', display: 'flex', alignItems: 'center' }}>
      <Slider
        ref={thumbRef}
        size="small"
        value={value ?? 0}
        step={5}
        min={0}
        max={100}
        valueLabelDisplay="auto"
        aria-label="Progress in percent"
        onChange={(event, next) => {
          // Stores the value being edited; Enter or leaving the cell saves it.
          apiRef.current.setEditCellValue({ id, field, value: next as number }, event);
        }}
      />
    </Box>
  );
}

function ProgressBar({ value }: GridRenderCellParams<Milestone, number>) {
  return (
    <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress variant="determinate" value={value ?? 0} sx={{ flex: 1 }} aria-label={`${value} percent done`} />
      <Box component="span" sx={{ minWidth: 36, textAlign: 'right' }}>{value}%</Box>
    </Box>
  );
}

const columns: GridColDef<Milestone>[] = [
  { field: 'milestone', headerName: 'Milestone', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    editable: true,
    display: 'flex',
    renderCell: (params) => <ProgressBar {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function ProgressSliderEditCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={milestones} columns={columns} hideFooter aria-label="Project milestones" />
    </Box>
  );
}
