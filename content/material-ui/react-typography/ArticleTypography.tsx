import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function ArticleTypography() {
  return (
    <Box component="article" sx={{ maxWidth: 560 }}>
      <Typography variant="overline" color="primary">
        Field notes
      </Typography>
      {/* Variant for looks, component for meaning: styled like h4, an <h3> in this page's outline.
          On the article's own page it would be the <h1>. */}
      <Typography variant="h4" component="h3" gutterBottom>
        What a week of rain taught us about our delivery routes
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" gutterBottom>
        Three small changes cut late deliveries by a fifth during the wettest week of the year.
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 2 }}>
        By Joan Mwangi · 6 min read
      </Typography>
      <Typography variant="h6" component="h4" gutterBottom>
        Start with the bridges
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Two of our busiest routes cross the river on the same bridge. When it closed for flooding on Tuesday, both
        routes doubled in length, and the drivers knew it before the planning software did.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Route data covers 14 to 21 October for the north depot only.
      </Typography>
    </Box>
  );
}
