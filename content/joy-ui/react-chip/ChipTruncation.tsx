import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import AttachFile from '@mui/icons-material/AttachFile';

const files = ['Q3-board-presentation-final-v7-approved.pdf', 'budget.xlsx'];

export default function ChipTruncation() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', maxWidth: 360 }}>
      {files.map((file) => (
        <Chip key={file} variant="outlined" startDecorator={<AttachFile />} title={file} sx={{ maxWidth: 220 }}>
          {file}
        </Chip>
      ))}
    </Box>
  );
}
