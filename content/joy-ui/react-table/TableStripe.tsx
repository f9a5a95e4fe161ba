import Table from '@mui/joy/Table';

const splits = [
  { km: 1, time: '5:02', heartRate: 142 },
  { km: 2, time: '4:58', heartRate: 151 },
  { km: 3, time: '5:05', heartRate: 155 },
  { km: 4, time: '4:51', heartRate: 158 },
  { km: 5, time: '4:44', heartRate: 166 },
  { km: 6, time: '4:39', heartRate: 171 },
];

export default function TableStripe() {
  return (
    <Table stripe="odd" aria-label="Run splits" sx={{ maxWidth: 420 }}>
      <thead>
        <tr>
          <th>Kilometre</th>
          <th>Split</th>
          <th>Avg heart rate</th>
        </tr>
      </thead>
      <tbody>
        {splits.map((split) => (
          <tr key={split.km}>
            <td>{split.km}</td>
            <td>{split.time}</td>
            <td>{split.heartRate} bpm</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
