import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { passwordRules, passwordScore } from '../utils/validation';

const levels = [
  { label: 'Too weak', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Almost there', color: 'warning' },
  { label: 'Strong', color: 'success' },
] as const;

/** A meter and a checklist that update as the reader types. `id` lets the field point at it with `aria-describedby`. */
export default function PasswordStrength({ id, value }: { id: string; value: string }) {
  const score = passwordScore(value);
  const level = levels[score];
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={(score / passwordRules.length) * 100}
          color={level.color}
          aria-label="Password strength"
          aria-valuetext={level.label}
          sx={{ flex: 1 }}
        />
        <Typography
          variant="caption"
          sx={{
            minWidth: 84,
            textAlign: 'right',
            fontWeight: 600,
            color: value ? `${level.color}.main` : 'text.secondary',
          }}
        >
          {value ? level.label : 'No password yet'}
        </Typography>
      </Box>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
        {passwordRules.map((rule) => {
          const met = rule.test(value);
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
            >
              {met ? (
                <CheckCircleRounded sx={{ fontSize: 16 }} />
              ) : (
                <RadioButtonUncheckedRounded sx={{ fontSize: 16 }} />
              )}
              <Typography variant="caption">
                {rule.label}
                <Box
                  component="span"
                  sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  {met ? ' (met)' : ' (not met yet)'}
                </Box>
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
