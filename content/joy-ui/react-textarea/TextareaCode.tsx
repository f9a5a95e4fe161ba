import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const config = `{
  "retries": 3,
  "timeoutMs": 5000
}`;

export default function TextareaCode() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Webhook settings (JSON)</FormLabel>
      <Textarea
        minRows={4}
        defaultValue={config}
        // Attributes and styles for the <textarea> element itself.
        slotProps={{
          textarea: {
            spellCheck: false,
            autoCapitalize: 'off',
            sx: { fontFamily: 'code', fontSize: 'sm' },
          },
        }}
      />
      <FormHelperText>Spell-checking is off so keys are not underlined.</FormHelperText>
    </FormControl>
  );
}
