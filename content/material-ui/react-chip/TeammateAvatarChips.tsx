import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function TeammateAvatarChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        avatar={<Avatar>K</Avatar>}
        label="Kenji Mori"
        // The default grey avatar is too pale for its letter: give it a darker colour.
        sx={{ '& .MuiChip-avatar': { bgcolor: '#5e35b1', color: 'common.white' } }}
      />
      <Chip avatar={<Avatar sx={{ bgcolor: 'primary.dark' }}>LB</Avatar>} label="Lea Brunner" color="primary" />
      {/* An icon avatar for an account that isn't a person */}
      <Chip
        avatar={
          <Avatar>
            <SmartToyOutlinedIcon />
          </Avatar>
        }
        label="Release bot"
        variant="outlined"
      />
    </Stack>
  );
}
