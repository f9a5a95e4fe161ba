import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const review =
  'We stayed four nights in the loft. The bed was comfortable and the kitchen had everything we needed. ' +
  'It gets warm under the roof in August, but the fan helped, and the host left a map of the best bakeries nearby.';

export default function TypographyTruncation() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, width: '100%', maxWidth: 340 }}>
      <div>
        <Typography level="body-xs">noWrap: one line</Typography>
        <Typography noWrap>{review}</Typography>
      </div>
      <div>
        <Typography level="body-xs">Line clamp: three lines</Typography>
        <Typography
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {review}
        </Typography>
      </div>
    </Box>
  );
}
