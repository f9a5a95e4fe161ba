import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const Notice = styled('aside')(({ theme }) => ({
  maxWidth: 420,
  padding: theme.spacing(2),
  borderLeft: `4px solid ${(theme.vars ?? theme).palette.info.main}`,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  boxShadow: (theme.vars ?? theme).shadows[1],
}));

const Code = styled('code')(({ theme }) => ({
  fontSize: 13,
  padding: theme.spacing(0.25, 0.5),
  borderRadius: 4,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
}));

export default function ThemeVarsStyled() {
  return (
    <Notice aria-label="Maintenance notice">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Planned maintenance
      </Typography>
      <Typography variant="body2">
        Payments are paused on Sunday from 02:00 to 03:00 UTC. Queued transfers run when the <Code>payments</Code>{' '}
        service is back.
      </Typography>
    </Notice>
  );
}
