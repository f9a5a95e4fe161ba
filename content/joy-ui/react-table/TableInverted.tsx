import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const leaders = [
  { rank: 1, team: 'Falcons', played: 18, points: 41 },
  { rank: 2, team: 'Harbour United', played: 18, points: 38 },
  { rank: 3, team: 'Old Mill FC', played: 17, points: 33 },
];

export default function TableInverted() {
  return (
    <Sheet variant="solid" color="primary" invertedColors sx={{ p: 2, borderRadius: 'md', width: '100%' }}>
      <Typography level="title-md" component="h3" sx={{ mb: 1 }}>
        League table
      </Typography>
      <Table aria-label="League table" borderAxis="xBetween" sx={{ '--TableCell-headBackground': 'transparent', '& thead th': { color: 'text.primary' } }}>
        <thead>
          <tr>
            <th style={{ width: 48 }}>#</th>
            <th>Team</th>
            <th>Played</th>
            <th>Points</th>
          </tr>
        </thead>
        <tbody>
          {leaders.map((row) => (
            <tr key={row.team}>
              <td>{row.rank}</td>
              <td>{row.team}</td>
              <td>{row.played}</td>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
