import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';

export default function StackDirection() {
  return (
    // direction="row" lines the buttons up; role="group" groups them for assistive technology.
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      aria-label="Text formatting"
      sx={{ justifyContent: 'center' }}
    >
      <IconButton aria-label="Bold">
        <FormatBold />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalic />
      </IconButton>
      <IconButton aria-label="Underline">
        <FormatUnderlined />
      </IconButton>
      <IconButton aria-label="Insert link">
        <InsertLink />
      </IconButton>
    </Stack>
  );
}
