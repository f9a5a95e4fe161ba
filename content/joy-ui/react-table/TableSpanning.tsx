import Table from '@mui/joy/Table';

const lines = [
  { item: 'Logo design', hours: 12, rate: 85 },
  { item: 'Brand guidelines', hours: 20, rate: 85 },
  { item: 'Print files for signage', hours: 4, rate: 60 },
];
const vatRate = 0.21;

export default function TableSpanning() {
  const subtotal = lines.reduce((sum, line) => sum + line.hours * line.rate, 0);
  const vat = subtotal * vatRate;
  return (
    <Table borderAxis="bothBetween" aria-label="Invoice 2024-118" sx={{ '& tfoot th': { textAlign: 'right' } }}>
      <thead>
        <tr>
          <th>Service</th>
          <th>Hours</th>
          <th>Rate</th>
          <th>Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.item}>
            <td>{line.item}</td>
            <td>{line.hours}</td>
            <td>€{line.rate}</td>
            <td>€{(line.hours * line.rate).toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Subtotal
          </th>
          <td>€{subtotal.toFixed(2)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            VAT {vatRate * 100}%
          </th>
          <td>€{vat.toFixed(2)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            Total due
          </th>
          <td>
            <strong>€{(subtotal + vat).toFixed(2)}</strong>
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
