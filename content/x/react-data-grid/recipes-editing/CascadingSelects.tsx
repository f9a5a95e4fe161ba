import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const MODELS: Record<string, string[]> = {
  Laptop: ['ThinkPad T14', 'MacBook Air 13', 'Latitude 7440'],
  Monitor: ['UltraSharp 27', 'ProArt 24', 'ThinkVision 32'],
  Phone: ['Pixel 9', 'iPhone 16', 'Galaxy S25'],
};

interface Asset {
  id: number;
  holder: string;
  kind: string;
  model: string;
}

const assets: Asset[] = [
  { id: 1, holder: 'Amara Okafor', kind: 'Laptop', model: 'ThinkPad T14' },
  { id: 2, holder: 'Sven Nyberg', kind: 'Monitor', model: 'ProArt 24' },
  { id: 3, holder: 'Priya Iyer', kind: 'Phone', model: 'Pixel 9' },
  { id: 4, holder: 'Mateo Rojas', kind: 'Laptop', model: 'MacBook Air 13' },
  { id: 5, holder: 'Wen Zhang', kind: 'Monitor', model: 'ThinkVision 32' },
];

function KindEditCell(props: GridRenderEditCellParams<Asset>) {
  const apiRef = useGridApiContext();
  return (
    <GridEditSingleSelectCell
      {...props}
      // A new kind makes the chosen model meaningless: pick the first model of that kind.
      onValueChange={async (_event, kind: string) => {
        await apiRef.current.setEditCellValue({ id: props.id, field: 'model', value: MODELS[kind][0] });
      }}
    />
  );
}

const columns: GridColDef<Asset>[] = [
  { field: 'holder', headerName: 'Holder', flex: 1, minWidth: 160 },
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: Object.keys(MODELS),
    width: 130,
    editable: true,
    renderEditCell: (params) => <KindEditCell {...params} />,
  },
  {
    field: 'model',
    headerName: 'Model',
    type: 'singleSelect',
    width: 180,
    editable: true,
    // Called with the row being edited, so the list follows the kind chosen a moment ago.
    valueOptions: ({ row }) => (row ? MODELS[row.kind] : Object.values(MODELS).flat()),
  },
];

export default function CascadingSelects() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={assets} columns={columns} editMode="row" hideFooter aria-label="Equipment on loan" />
    </Box>
  );
}
