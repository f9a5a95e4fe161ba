import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';

export default function ButtonGroupRadius() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <ButtonGroup variant="soft" aria-label="Rate this answer" sx={{ borderRadius: 'xl' }}>
        <Button startDecorator={<ThumbUpOutlined />}>1.2k</Button>
        <IconButton aria-label="Dislike">
          <ThumbDownOutlined />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup aria-label="Ticket priority" sx={{ '--ButtonGroup-radius': '0px' }}>
        <Button>Low</Button>
        <Button>Normal</Button>
        <Button>Urgent</Button>
      </ButtonGroup>
    </Stack>
  );
}
