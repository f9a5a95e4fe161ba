import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function ButtonGroupIconButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <ButtonGroup aria-label="Text style">
        <IconButton aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="soft" aria-label="Snippet actions">
        <Button startDecorator={<Edit />}>Edit</Button>
        <IconButton aria-label="Copy snippet">
          <ContentCopy />
        </IconButton>
        <IconButton aria-label="Delete snippet" color="danger">
          <DeleteOutline />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
