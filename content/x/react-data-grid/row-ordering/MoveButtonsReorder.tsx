import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import { DataGridPro, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';
import * as React from 'react';

const initialSlides = ['Welcome', 'Agenda', 'Sales this quarter', 'New roastery', 'Hiring plan', 'Questions'].map((title, index) => ({
  id: index + 1,
  title,
}));

export default function MoveButtonsReorder() {
  const [slides, setSlides] = React.useState(initialSlides);

  const move = (from: number, to: number) =>
    setSlides((current) => {
      const next = [...current];
      const [slide] = next.splice(from, 1);
      next.splice(to, 0, slide);
      return next;
    });

  const columns: GridColDef<(typeof initialSlides)[number]>[] = [
    { field: 'position', headerName: '#', width: 60, sortable: false, valueGetter: (_v, row) => slides.indexOf(row) + 1 },
    { field: 'title', headerName: 'Slide', flex: 1, sortable: false },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Move',
      width: 100,
      // Buttons give keyboard and switch users the same power as the drag handle.
      renderCell: (params) => {
        const index = slides.indexOf(params.row);
        return (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<ArrowUpwardRounded />} label={`Move ${params.row.title} up`} disabled={index === 0} onClick={() => move(index, index - 1)} />
            <GridActionsCellItem icon={<ArrowDownwardRounded />} label={`Move ${params.row.title} down`} disabled={index === slides.length - 1} onClick={() => move(index, index + 1)} />
          </GridActionsCell>
        );
      },
    },
  ];

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={slides}
        columns={columns}
        rowReordering
        onRowOrderChange={({ oldIndex, targetIndex }) => move(oldIndex, targetIndex)}
        hideFooter
        aria-label="Slide order"
      />
    </Box>
  );
}
