import Table from '@mui/joy/Table';

const stations = [
  { name: 'Harbour', today: [14, 22], tomorrow: [12, 19] },
  { name: 'Old Town', today: [16, 25], tomorrow: [15, 23] },
  { name: 'Airport', today: [13, 24], tomorrow: [11, 21] },
];

export default function TableGroupedHeader() {
  return (
    <Table borderAxis="both" aria-label="Temperature forecast in °C" sx={{ '& thead th': { textAlign: 'center' } }}>
      <thead>
        <tr>
          <th rowSpan={2} scope="col" style={{ verticalAlign: 'bottom' }}>
            Station
          </th>
          <th colSpan={2} scope="colgroup">
            Today
          </th>
          <th colSpan={2} scope="colgroup">
            Tomorrow
          </th>
        </tr>
        <tr>
          <th scope="col">Low</th>
          <th scope="col">High</th>
          <th scope="col">Low</th>
          <th scope="col">High</th>
        </tr>
      </thead>
      <tbody>
        {stations.map((station) => (
          <tr key={station.name}>
            <th scope="row">{station.name}</th>
            {[...station.today, ...station.tomorrow].map((value, index) => (
              <td key={index} style={{ textAlign: 'center' }}>
                {value}°
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
