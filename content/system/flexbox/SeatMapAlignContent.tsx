import Box from '@mui/system/Box';

const seats = ['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5'];

export default function SeatMapAlignContent() {
  return (
    <Box
      aria-label="Available seats"
      role="group"
      sx={{ display: 'flex', flexWrap: 'wrap', alignContent: 'space-between', gap: 1, width: 240, height: 160, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {seats.map((seat) => (
        <Box component="button" type="button" key={seat} sx={{ width: 38, height: 32, font: 'inherit' }}>
          {seat}
        </Box>
      ))}
    </Box>
  );
}
