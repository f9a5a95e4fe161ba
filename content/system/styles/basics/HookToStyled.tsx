import { styled } from '@mui/material/styles';

// Replaces a makeStyles hook: each former class becomes a named styled element.
const Card = styled('section')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  maxWidth: 380,
  padding: theme.spacing(2),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  fontFamily: theme.typography.fontFamily,
}));

const Initials = styled('span')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: '50%',
  fontWeight: theme.typography.fontWeightBold,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
}));

const Role = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.body2.fontSize,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function HookToStyled() {
  return (
    <Card role="group" aria-label="Support contact">
      <Initials aria-hidden>ID</Initials>
      <div>
        <strong>Ines Duarte</strong>
        <Role>Customer success, Lisbon office</Role>
      </div>
    </Card>
  );
}
