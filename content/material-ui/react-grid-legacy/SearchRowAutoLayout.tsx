import GridLegacy from '@mui/material/GridLegacy';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export default function SearchRowAutoLayout() {
  return (
    <GridLegacy container spacing={1} sx={{ alignItems: 'center' }}>
      <GridLegacy item xs={12} sm={3}>
        <TextField select label="Category" defaultValue="all" size="small" fullWidth slotProps={{ select: { native: true } }}>
          <option value="all">All</option>
          <option value="tents">Tents</option>
          <option value="stoves">Stoves</option>
        </TextField>
      </GridLegacy>
      {/* xs on its own (true) takes whatever width is left in the row. */}
      <GridLegacy item xs>
        <TextField label="Search the shop" type="search" size="small" fullWidth />
      </GridLegacy>
      {/* xs="auto" is as wide as its content. */}
      <GridLegacy item xs="auto">
        <Button variant="contained">Search</Button>
      </GridLegacy>
    </GridLegacy>
  );
}
