import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { perks } from '../data/options';

/** What the free trial includes, as a short list under the page title. */
export default function Perks() {
  return (
    <Stack
      component="ul"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      useFlexGap
      sx={{ m: 0, p: 0, listStyle: 'none', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      {perks.map((perk) => (
        <Stack component="li" key={perk} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckRounded fontSize="small" color="primary" />
          <Typography variant="body2" color="text.secondary">
            {perk}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
