import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ember, lagoon } from '../../shared-theme/palette';
import { highlights, memberQuote, todayAtHarbourlight } from '../data/showcase';

/*
 * The brand panel keeps the same deep colours in both schemes, so its white text is fixed too:
 * it reads at 10:1 or more on every part of the gradient.
 */
const panelBackground = [
  `radial-gradient(circle at 85% 12%, ${ember[500]}55 0, transparent 32%)`,
  `radial-gradient(circle at 10% 90%, ${lagoon[500]}66 0, transparent 40%)`,
  `linear-gradient(160deg, ${lagoon[900]} 0%, #0a2226 55%, #081417 100%)`,
].join(', ');

export default function SpacesShowcase() {
  return (
    <Box
      component="aside"
      aria-label="About Harbourlight"
      sx={{
        height: '100%',
        color: '#ffffff',
        backgroundImage: panelBackground,
        p: { md: 6, lg: 8 },
        display: 'flex',
        flexDirection: 'column',
        gap: 5,
        justifyContent: 'center',
      }}
    >
      <div>
        <Typography variant="h2" sx={{ maxWidth: 520 }}>
          Your desk is ready when you are.
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 480, color: lagoon[100] }}>
          Book desks, meeting rooms and phone booths across every Harbourlight space, and bring a guest with one tap.
        </Typography>
      </div>
      <Stack component="dl" direction="row" spacing={4} sx={{ m: 0 }}>
        {highlights.map((item) => (
          <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" sx={{ color: lagoon[100], fontSize: '0.875rem' }}>
              {item.label}
            </Typography>
            <Typography component="dd" variant="figure" sx={{ m: 0 }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Box>
        <Typography variant="eyebrow" component="h3" sx={{ color: ember[200], mb: 1.5 }}>
          Today at Harbourlight
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {todayAtHarbourlight.map((event) => (
            <Box component="li" key={event.title} sx={{ display: 'flex', gap: 2 }}>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, minWidth: 48 }}>
                {event.time}
              </Typography>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
                <Typography variant="body2" sx={{ color: lagoon[100] }}>
                  {event.place}
                </Typography>
              </div>
            </Box>
          ))}
        </Stack>
      </Box>
      <Box
        component="figure"
        sx={{
          m: 0,
          maxWidth: 560,
          p: 3,
          borderRadius: 3,
          bgcolor: 'rgba(255 255 255 / 0.08)',
          border: '1px solid rgba(255 255 255 / 0.16)',
        }}
      >
        <Typography component="blockquote" sx={{ m: 0, fontSize: '1.0625rem', lineHeight: 1.6 }}>
          “{memberQuote.text}”
        </Typography>
        <Box component="figcaption" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: ember[200], color: ember[900], fontWeight: 700 }}>{memberQuote.initials}</Avatar>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{memberQuote.name}</Typography>
            <Typography variant="body2" sx={{ color: lagoon[100] }}>
              {memberQuote.role}
            </Typography>
          </div>
        </Box>
      </Box>
    </Box>
  );
}
