import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function MultilineNoteChip() {
  return (
    <Box sx={{ width: 260 }}>
      <Chip
        color="primary"
        variant="outlined"
        label="Delivery note: leave the parcel with the neighbour at number 14 if nobody answers"
        sx={{
          height: 'auto',
          py: 0.5,
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal' },
        }}
      />
    </Box>
  );
}
