import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

type Tier = 'free' | 'team' | 'enterprise';

// `tier` drives the styles but must not reach the DOM, hence shouldForwardProp.
const PlanChip = styled(Chip, {
  shouldForwardProp: (prop) => prop !== 'tier',
})<ChipProps & { tier: Tier }>(({ theme, tier }) => ({
  fontWeight: 600,
  letterSpacing: '0.02em',
  borderRadius: theme.shape.borderRadius,
  ...(tier === 'team' && {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
  }),
  ...(tier === 'enterprise' && {
    backgroundImage: 'linear-gradient(90deg, #4a148c, #1a237e)',
    color: '#fff',
  }),
}));

export default function PlanBadgeStyled() {
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <li>
        <PlanChip tier="free" label="Free" />
      </li>
      <li>
        <PlanChip tier="team" label="Team" />
      </li>
      <li>
        <PlanChip tier="enterprise" label="Enterprise" />
      </li>
    </Stack>
  );
}
