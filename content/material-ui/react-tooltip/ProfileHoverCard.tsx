import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// A light, card-like tooltip. The popper gets the className, so target the tooltip slot through it.
const CardTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} describeChild slotProps={{ popper: { className } }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[4],
    border: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(1.5),
    maxWidth: 260,
  },
}));

export default function ProfileHoverCard() {
  return (
    <Typography>
      Reviewed by{' '}
      <CardTooltip
        title={
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'secondary.main' }}>RK</Avatar>
            <div>
              <Typography variant="subtitle2" component="p">
                Rukmini Krishnan
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Staff engineer, Payments · Berlin
              </Typography>
            </div>
          </Box>
        }
      >
        {/* No profile page here: a Link rendered as a <button> keeps the element focusable. */}
        <Link component="button" variant="body1" sx={{ verticalAlign: 'baseline' }}>
          Rukmini Krishnan
        </Link>
      </CardTooltip>{' '}
      on 14 May.
    </Typography>
  );
}
