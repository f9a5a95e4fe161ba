import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function RecipeSaveButton() {
  const [saved, setSaved] = React.useState(false);
  const [toastOpen, setToastOpen] = React.useState(false);

  const toggle = () => {
    setSaved((value) => !value);
    setToastOpen(true);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Weeknight dinners · 25 min
        </Typography>
        <Typography variant="h6" component="h3">
          Lemon orzo with roasted asparagus
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant={saved ? 'outlined' : 'contained'}
          startIcon={saved ? <BookmarkAdded /> : <BookmarkAddOutlined />}
          aria-pressed={saved}
          onClick={toggle}
        >
          {saved ? 'Saved' : 'Save recipe'}
        </Button>
      </CardActions>
      <Snackbar
        open={toastOpen}
        autoHideDuration={3000}
        onClose={() => setToastOpen(false)}
        message={saved ? 'Added to your cookbook' : 'Removed from your cookbook'}
      />
    </Card>
  );
}
