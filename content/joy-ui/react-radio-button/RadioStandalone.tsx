import * as React from 'react';
import Radio from '@mui/joy/Radio';
import Table from '@mui/joy/Table';

const addresses = [
  { id: 'home', name: 'Home', line: '14 Rue des Lilas, Lyon' },
  { id: 'work', name: 'Office', line: '3 Place Bellecour, Lyon' },
  { id: 'parents', name: 'Parents', line: '8 Chemin du Moulin, Annecy' },
];

export default function RadioStandalone() {
  const [selected, setSelected] = React.useState('home');
  return (
    <Table aria-label="Saved addresses" sx={{ '& th:first-of-type': { width: 100 } }}>
      <thead>
        <tr>
          <th scope="col">Default</th>
          <th scope="col">Name</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {addresses.map((address) => (
          <tr key={address.id}>
            <td>
              {/* Radios outside a RadioGroup share a `name` and are checked by hand. */}
              <Radio
                name="default-address"
                value={address.id}
                checked={selected === address.id}
                onChange={(event) => setSelected(event.target.value)}
                slotProps={{ input: { 'aria-label': `Make ${address.name} the default address` } }}
              />
            </td>
            <td>{address.name}</td>
            <td>{address.line}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
