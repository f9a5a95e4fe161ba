import Table from '@mui/joy/Table';

const plans = [
  { feature: 'Projects', free: '3', team: 'Unlimited' },
  { feature: 'Storage', free: '1 GB', team: '100 GB' },
  { feature: 'Version history', free: '7 days', team: '1 year' },
  { feature: 'Single sign-on', free: 'No', team: 'Yes' },
];

export default function TableCaption() {
  return (
    <Table variant="outlined" sx={{ borderRadius: 'sm', '& caption': { captionSide: 'bottom', textAlign: 'start' } }}>
      <caption>Prices exclude VAT. The Team plan is billed per user, per month.</caption>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col">Free</th>
          <th scope="col">Team, €8</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{row.feature}</th>
            <td>{row.free}</td>
            <td>{row.team}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
