import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { BIO_LIMIT } from '../data/profile';

export interface BioFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The bio, with a running character count. Typing past the limit is allowed, so a pasted text is
 * never cut off unseen; the count turns red and saving asks for a trim. The count sits in the
 * helper text, which `FormControl` ties to the textarea with `aria-describedby`.
 */
export default function BioField({ id, value, error, onChange }: BioFieldProps) {
  const left = BIO_LIMIT - value.length;
  const over = left < 0;
  return (
    <FormControl id={id} error={Boolean(error)} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel>About you</FormLabel>
      <Textarea
        minRows={3}
        maxRows={8}
        value={value}
        placeholder="Your experience, what you like to be asked about, anything the team should know."
        onChange={(event) => onChange(event.target.value)}
      />
      <FormHelperText sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
        <span>{error ?? 'Shown on your staff card when colleagues open the rota.'}</span>
        <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          <Typography component="span" level="body-xs" textColor={over ? 'danger.plainColor' : 'text.tertiary'} sx={{ fontWeight: over ? 600 : 400 }}>
            {value.length} of {BIO_LIMIT}
          </Typography>
        </Box>
      </FormHelperText>
    </FormControl>
  );
}
