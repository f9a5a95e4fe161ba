import * as React from 'react';
import Input from '@mui/joy/Input';
import Table from '@mui/joy/Table';

const initial = [
  { id: 'flour', name: 'Bread flour', unit: 'kg', stock: 24 },
  { id: 'yeast', name: 'Dry yeast', unit: 'g', stock: 500 },
  { id: 'salt', name: 'Sea salt', unit: 'kg', stock: 3 },
];

export default function TableEditable() {
  const [rows, setRows] = React.useState(initial);
  const update = (id: string, stock: number) =>
    setRows((list) => list.map((row) => (row.id === id ? { ...row, stock } : row)));
  return (
    <Table aria-label="Pantry stock" sx={{ maxWidth: 460, '& td:last-of-type': { width: 140 } }}>
      <thead>
        <tr>
          <th>Ingredient</th>
          <th>Unit</th>
          <th>In stock</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>{row.unit}</td>
            <td>
              <Input
                size="sm"
                type="number"
                value={row.stock}
                color={row.stock < 5 ? 'danger' : 'neutral'}
                onChange={(event) => update(row.id, Number(event.target.value))}
                slotProps={{ input: { min: 0, 'aria-label': `${row.name} in stock, ${row.unit}` } }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
