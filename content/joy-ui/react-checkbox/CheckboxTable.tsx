import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const invoices = [
  { id: 'INV-1031', client: 'Nordlicht GmbH', amount: '€1,240.00' },
  { id: 'INV-1032', client: 'Café Aurora', amount: '€86.50' },
  { id: 'INV-1033', client: 'Okapi Studio', amount: '€3,900.00' },
  { id: 'INV-1034', client: 'Harbour & Co', amount: '€512.20' },
];

export default function CheckboxTable() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const allSelected = selected.length === invoices.length;
  const someSelected = selected.length > 0 && !allSelected;

  // Keep the header input's native `indeterminate` in step with Joy's aria-checked="mixed".
  const headerInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (headerInput.current) {
      headerInput.current.indeterminate = someSelected;
    }
  }, [someSelected]);

  const toggle = (id: string, checked: boolean) =>
    setSelected(checked ? [...selected, id] : selected.filter((item) => item !== id));

  return (
    <div>
      <Typography level="body-sm" aria-live="polite" sx={{ mb: 1 }}>
        {selected.length} of {invoices.length} invoices selected
      </Typography>
      <Table aria-label="Unpaid invoices" sx={{ '& th:first-of-type, & td:first-of-type': { width: 48 } }}>
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) => setSelected(event.target.checked ? invoices.map((invoice) => invoice.id) : [])}
                slotProps={{ input: { ref: headerInput, 'aria-label': 'Select all invoices' } }}
              />
            </th>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <Checkbox
                  checked={selected.includes(invoice.id)}
                  onChange={(event) => toggle(invoice.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select ${invoice.id}` } }}
                />
              </td>
              <td>{invoice.id}</td>
              <td>{invoice.client}</td>
              <td>{invoice.amount}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
