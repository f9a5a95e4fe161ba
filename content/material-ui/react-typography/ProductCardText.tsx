import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ProductCardText() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 260 }}>
      {/* noWrap: one line with an ellipsis; the full name stays in the title attribute. */}
      <Typography
        variant="subtitle1"
        component="h3"
        noWrap
        title="Insulated stainless steel water bottle, 750 ml, matte forest green"
      >
        Insulated stainless steel water bottle, 750 ml, matte forest green
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Keeps drinks cold for 24 hours.
      </Typography>
      <Typography variant="h6" component="p" color="success.main">
        $34.00
      </Typography>
      <Typography variant="caption" component="p" align="right" color="error">
        Only 2 left
      </Typography>
    </Paper>
  );
}
