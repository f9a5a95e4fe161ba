import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Close from '@mui/icons-material/Close';
import DeleteForever from '@mui/icons-material/DeleteForever';

export default function ChipDeleteStyles() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Chip variant="soft" color="primary" endDecorator={<ChipDelete aria-label="Clear filter: Under €50" />}>
        Under €50
      </Chip>
      <Chip
        variant="solid"
        color="danger"
        endDecorator={
          <ChipDelete variant="soft" aria-label="Delete label: Spam">
            <DeleteForever />
          </ChipDelete>
        }
      >
        Spam
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={
          <ChipDelete variant="outlined" aria-label="Remove filter: In stock">
            <Close />
          </ChipDelete>
        }
      >
        In stock
      </Chip>
    </Box>
  );
}
