import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CloudUpload from '@mui/icons-material/CloudUpload';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import PersonAdd from '@mui/icons-material/PersonAdd';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button startDecorator={<CloudUpload />}>Upload files</Button>
      <Button variant="outlined" color="neutral" startDecorator={<PersonAdd />}>
        Invite teammate
      </Button>
      <Button
        variant="soft"
        endDecorator={
          <Box component="span" sx={{ px: 0.75, borderRadius: 'xl', bgcolor: 'primary.solidBg', color: 'primary.solidColor', fontSize: 'xs' }}>
            3
          </Box>
        }
      >
        Review changes
      </Button>
      <Button variant="plain" endDecorator={<KeyboardArrowRight />}>
        Next: billing
      </Button>
    </Box>
  );
}
