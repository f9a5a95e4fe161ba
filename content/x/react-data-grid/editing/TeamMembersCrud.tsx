import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import * as React from 'react';
import { DEPARTMENTS, createEmployees } from '../demo-data/employees';

interface Member {
  id: number;
  name: string;
  department: string;
  rating: number;
  isNew?: boolean;
}

const initialMembers: Member[] = createEmployees(12, 408).map((person) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  department: person.department,
  rating: person.rating,
}));

export default function TeamMembersCrud() {
  const [rows, setRows] = React.useState(initialMembers);
  const [modes, setModes] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(initialMembers.length + 1);

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setModes((current) => ({ ...current, [id]: { mode, ignoreModifications } }));

  const addMember = () => {
    const id = nextId.current++;
    setRows((current) => [{ id, name: '', department: 'Engineering', rating: 3, isNew: true }, ...current]);
    setModes((current) => ({ ...current, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const cancel = (id: GridRowId) => {
    setMode(id, GridRowModes.View, true);
    // A row that was never saved disappears again.
    setRows((current) => current.filter((row) => !(row.id === id && row.isNew)));
  };

  const columns: GridColDef<Member>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, editable: true },
    { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: Object.keys(DEPARTMENTS), width: 150, editable: true },
    { field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      renderCell: (params) => {
        const editing = modes[params.id]?.mode === GridRowModes.Edit;
        return editing ? (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<Save />} label="Save" onClick={() => setMode(params.id, GridRowModes.View)} />
            <GridActionsCellItem icon={<Close />} label="Cancel" onClick={() => cancel(params.id)} />
          </GridActionsCell>
        ) : (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<Edit />} label="Edit" onClick={() => setMode(params.id, GridRowModes.Edit)} />
            <GridActionsCellItem icon={<DeleteOutline />} label="Delete" onClick={() => setRows((current) => current.filter((row) => row.id !== params.id))} />
          </GridActionsCell>
        );
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button startIcon={<Add />} onClick={addMember} sx={{ mb: 1 }}>
        Add member
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={modes}
          onRowModesModelChange={setModes}
          processRowUpdate={(updated: Member) => {
            const saved = { ...updated, isNew: false };
            setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
            return saved;
          }}
          aria-label="Team members"
        />
      </Box>
    </Box>
  );
}
