import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  { title: 'Groceries', body: 'Oat milk, lemons, basil, two tins of chickpeas.' },
  { title: 'Call the plumber', body: 'Kitchen tap drips again. Ask about Thursday morning.' },
  { title: 'Book club', body: 'Finish chapters 9 to 14 before Sunday. Bring the blue notebook.' },
  { title: 'Gift ideas', body: 'Dad: a pour-over kettle. Sam: climbing chalk bag. Mia: watercolour set.' },
  { title: 'Wi-Fi', body: 'Guest network is “Attic”.' },
  { title: 'Weekend', body: 'Saturday: market, then the bike trail by the canal if it stays dry. Sunday: rest.' },
  { title: 'Passport', body: 'Expires in March. Renew online; photo booth at the station.' },
  { title: 'Plants', body: 'Water the fern twice a week, the cactus once a month.' },
];

export default function NotesBoard() {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Masonry columns={3} spacing={2}>
        {notes.map((note) => (
          <Paper key={note.title} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="p" variant="subtitle2">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
