import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const jobs = [
  { title: 'Backend engineer', place: 'Remote · Europe', type: 'Full time' },
  { title: 'Support lead', place: 'Dublin', type: 'Full time' },
  { title: 'Illustrator', place: 'Remote', type: 'Contract' },
];

export default function CardListSemantics() {
  return (
    <Box
      component="ul"
      aria-label="Open positions"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
    >
      {jobs.map((job) => (
        // Each card is a list item: screen readers announce "list, 3 items".
        <Card key={job.title} component="li">
          <Typography level="title-md">{job.title}</Typography>
          <Typography level="body-sm">{job.place}</Typography>
          <Chip size="sm" variant="soft">
            {job.type}
          </Chip>
        </Card>
      ))}
    </Box>
  );
}
