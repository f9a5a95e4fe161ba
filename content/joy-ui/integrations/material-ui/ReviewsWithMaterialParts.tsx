import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider as JoyCssVarsProvider, useColorScheme } from '@mui/joy/styles';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import { THEME_ID as MATERIAL_THEME_ID, ThemeProvider as MaterialThemeProvider, createTheme } from '@mui/material/styles';

// Material UI's theme is stored under its own key, so it never replaces Joy UI's theme.
const materialThemes = {
  light: createTheme({
    palette: { mode: 'light', primary: { main: '#0b6bcb' } },
  }),
  dark: createTheme({
    palette: { mode: 'dark', primary: { main: '#97c3f0' } },
  }),
};

// Follows Joy UI's colour mode, so both libraries switch together.
function MaterialTheme({ children }: { children: React.ReactNode }) {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  return (
    <MaterialThemeProvider
      theme={{
        [MATERIAL_THEME_ID]: materialThemes[resolved === 'dark' ? 'dark' : 'light'],
      }}
    >
      {children}
    </MaterialThemeProvider>
  );
}

const reviews = [
  [
    {
      name: 'Ayumi K.',
      stars: 5,
      text: 'Quiet even at full speed. The timer is a nice touch.',
    },
    {
      name: 'Lars P.',
      stars: 4,
      text: 'Cools the bedroom in minutes; the remote feels cheap.',
    },
  ],
  [
    {
      name: 'Dora M.',
      stars: 3,
      text: 'Works well, but the filter light comes on too often.',
    },
    {
      name: 'Sipho N.',
      stars: 5,
      text: 'Second one we bought. Easy to clean.',
    },
  ],
];

export default function ReviewsWithMaterialParts() {
  const [page, setPage] = React.useState(1);
  const [myRating, setMyRating] = React.useState<number | null>(null);
  const [status, setStatus] = React.useState('');

  // Joy UI's provider first, then Material UI's theme under its own key (inside an app that
  // already has a Joy UI provider, this one defers to it).
  return (
    <JoyCssVarsProvider>
      <MaterialTheme>
        <Card variant="outlined" sx={{ maxWidth: 460, mx: 'auto' }}>
          <Typography level="title-lg" component="h3">
            Reviews of the Breeze 40 tower fan
          </Typography>
          {reviews[page - 1].map((review) => (
            <Box key={review.name} sx={{ display: 'flex', gap: 1.5 }}>
              <Avatar size="sm">{review.name[0]}</Avatar>
              <div>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography level="title-sm">{review.name}</Typography>
                  <Rating value={review.stars} readOnly size="small" />
                </Box>
                <Typography level="body-sm">{review.text}</Typography>
              </div>
            </Box>
          ))}
          <Pagination
            count={reviews.length}
            page={page}
            onChange={(_, value) => setPage(value)}
            size="small"
            sx={{ alignSelf: 'center' }}
            aria-label="Review pages"
          />
          <Divider />
          {/* A fieldset names the group of star radios; its legend is the visible label. */}
          <Box
            component="fieldset"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
              border: 0,
              m: 0,
              p: 0,
            }}
          >
            <Typography component="legend" level="body-sm" sx={{ float: 'left', p: 0 }}>
              Your rating
            </Typography>
            <Rating
              name="my-rating"
              value={myRating}
              onChange={(_, value) => {
                setMyRating(value);
                setStatus('');
              }}
            />
            {/* Kept enabled: a disabled button would not say why it cannot be used. */}
            <Button
              size="sm"
              sx={{ ml: 'auto' }}
              onClick={() =>
                setStatus(myRating === null ? 'Choose a number of stars first.' : `Thanks! Your ${myRating}-star review is posted.`)
              }
            >
              Post review
            </Button>
          </Box>
          <Typography level="body-sm" role="status">
            {status}
          </Typography>
        </Card>
      </MaterialTheme>
    </JoyCssVarsProvider>
  );
}
