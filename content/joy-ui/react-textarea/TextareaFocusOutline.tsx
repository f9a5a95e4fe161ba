import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusOutline() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Notes for the reviewer</FormLabel>
      <Textarea
        minRows={3}
        placeholder="Click or tab into the box"
        // Thickness and colour of the focus ring come from CSS variables.
        sx={{
          '--Textarea-focusedThickness': '3px',
          '--Textarea-focusedHighlight': 'var(--joy-palette-warning-400)',
          '--Textarea-radius': '12px',
          '--Textarea-paddingBlock': '0.75rem',
        }}
      />
    </FormControl>
  );
}
