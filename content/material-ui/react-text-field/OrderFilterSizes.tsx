import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function OrderFilterSizes() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 600 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Orders
      </Typography>
      {/* Dense toolbar: small fields take less vertical space */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <TextField id="filter-customer" size="small" label="Customer" />
        <TextField
          id="filter-status"
          size="small"
          label="Status"
          select
          defaultValue="open"
          slotProps={{ inputLabel: { htmlFor: undefined } }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="shipped">Shipped</MenuItem>
          <MenuItem value="refunded">Refunded</MenuItem>
        </TextField>
        <TextField id="filter-from" size="small" label="From" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {/* The main field of the page keeps the default, medium size */}
      <TextField
        id="filter-order"
        fullWidth
        label="Order number"
        placeholder="e.g. SO-10482"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Paper>
  );
}
