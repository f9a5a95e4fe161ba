import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import * as React from 'react';

interface Vendor {
  id: number;
  vendor: string;
  category: string;
  score: number;
}

const vendors: Vendor[] = [
  { id: 1, vendor: 'Harbour Freight Lines', category: 'Shipping', score: 4 },
  { id: 2, vendor: 'Lindqvist Packaging', category: 'Packaging', score: 3 },
  { id: 3, vendor: 'Kamau Roasting Co.', category: 'Coffee', score: 5 },
  { id: 4, vendor: 'Moretti Glassworks', category: 'Tableware', score: 2 },
  { id: 5, vendor: 'Sato Precision Tools', category: 'Equipment', score: 4 },
];

function ScoreEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Vendor, number>) {
  const apiRef = useGridApiContext();
  const groupRef = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) groupRef.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [hasFocus]);

  const choose = async (event: React.SyntheticEvent, next: number | null) => {
    // Set the value, then leave edit mode at once: one click is one save.
    await apiRef.current.setEditCellValue({ id, field, value: next ?? 0 }, event);
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Box sx={{ px: 1, display: 'flex', alignItems: 'center', height: '100%' }}>
      <Rating ref={groupRef} name={`score-${id}`} value={value ?? 0} onChange={choose} aria-label="Vendor score" />
    </Box>
  );
}

const columns: GridColDef<Vendor>[] = [
  { field: 'vendor', headerName: 'Vendor', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 170,
    editable: true,
    display: 'flex',
    renderCell: (params) => <Rating readOnly value={params.value ?? 0} size="small" aria-label={`${params.value} of 5`} />,
    renderEditCell: (params) => <ScoreEditCell {...params} />,
  },
];

export default function ScoreRatingEditCell() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={vendors} columns={columns} hideFooter aria-label="Vendor scores" />
    </Box>
  );
}
