import Table from '@mui/joy/Table';

const flights = [
  { flight: 'KL 1234', to: 'Amsterdam', time: '10:05', gate: 'C12' },
  { flight: 'IB 3170', to: 'Madrid', time: '10:20', gate: 'B04' },
  { flight: 'SK 1467', to: 'Oslo', time: '10:45', gate: 'D21' },
  { flight: 'LH 2007', to: 'Munich', time: '11:10', gate: 'A09' },
];

export default function TableCustom() {
  return (
    <Table
      aria-label="Departures"
      stripe="even"
      sx={{
        '--TableCell-height': '44px',
        '--TableCell-paddingX': '16px',
        '--TableCell-headBackground': 'var(--joy-palette-neutral-softBg)',
        '--TableRow-stripeBackground': 'var(--joy-palette-background-level1)',
        '--Table-headerUnderlineThickness': '2px',
        '--TableCell-borderColor': 'var(--joy-palette-neutral-outlinedBorder)',
        fontVariantNumeric: 'tabular-nums',
        '& thead th': { textTransform: 'uppercase', fontSize: 'xs', letterSpacing: '0.05em' },
      }}
    >
      <thead>
        <tr>
          <th>Flight</th>
          <th>Destination</th>
          <th>Departs</th>
          <th>Gate</th>
        </tr>
      </thead>
      <tbody>
        {flights.map((row) => (
          <tr key={row.flight}>
            <td>{row.flight}</td>
            <td>{row.to}</td>
            <td>{row.time}</td>
            <td>{row.gate}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
