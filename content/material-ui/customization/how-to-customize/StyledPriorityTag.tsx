import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

type Priority = 'low' | 'normal' | 'urgent';

interface TagProps {
  priority: Priority;
}

// `priority` drives the styles but is not an HTML attribute: keep it off the <span>.
const PriorityTag = styled('span', {
  shouldForwardProp: (prop) => prop !== 'priority',
})<TagProps>(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  border: '1px solid',
  fontSize: theme.typography.pxToRem(13),
  // Each entry applies when the props match, so the styles are built once, not per render.
  variants: [
    { props: { priority: 'low' }, style: { borderColor: (theme.vars ?? theme).palette.divider } },
    { props: { priority: 'normal' }, style: { borderColor: (theme.vars ?? theme).palette.info.main } },
    {
      props: { priority: 'urgent' },
      style: {
        fontWeight: 700,
        color: (theme.vars ?? theme).palette.error.main,
        borderColor: (theme.vars ?? theme).palette.error.main,
        borderWidth: 2,
      },
    },
  ],
}));

const tickets = [
  { title: 'Printer on floor 2 jams', priority: 'low' },
  { title: 'VPN drops every hour', priority: 'normal' },
  { title: 'Checkout returns 500', priority: 'urgent' },
] as const;

export default function StyledPriorityTag() {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none', maxWidth: 380 }}>
      {tickets.map((ticket) => (
        <Stack component="li" key={ticket.title} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <span>{ticket.title}</span>
          <PriorityTag priority={ticket.priority}>{ticket.priority}</PriorityTag>
        </Stack>
      ))}
    </Stack>
  );
}
