import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const widgets = [
  { title: 'Revenue', value: '€48,210', lines: 3 },
  { title: 'New customers', value: '312', lines: 1 },
  { title: 'Refunds', value: '€1,040', lines: 2 },
  { title: 'Open tickets', value: '27', lines: 1 },
  { title: 'Churn', value: '2.1 %', lines: 2 },
  { title: 'Average order', value: '€64', lines: 3 },
];

export default function WidgetsResponsiveSpacing() {
  return (
    <Masonry columns={{ xs: 2, md: 3 }} spacing={{ xs: 1, sm: 2, md: 3 }}>
      {widgets.map((widget) => (
        <Paper key={widget.title} variant="outlined" sx={{ p: 2, minHeight: 56 + widget.lines * 24 }}>
          <Typography variant="body2" color="text.secondary">
            {widget.title}
          </Typography>
          <Typography component="p" variant="h5">
            {widget.value}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
