import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const shipments = [
  { id: 'PKG-88', destination: 'Rotterdam', eta: '12 Jun', events: ['Picked up in Milan', 'Customs cleared at Basel'] },
  { id: 'PKG-91', destination: 'Copenhagen', eta: '14 Jun', events: ['Label created', 'Waiting for pick-up'] },
];

function ShipmentRow({ shipment }: { shipment: (typeof shipments)[number] }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  return (
    <>
      <tr>
        <td>
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label={`Tracking history of ${shipment.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            <KeyboardArrowDown sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        </td>
        <td>{shipment.id}</td>
        <td>{shipment.destination}</td>
        <td>{shipment.eta}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} style={{ height: 'auto' }}>
          <Typography level="title-sm">Tracking history</Typography>
          <ol style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
            {shipment.events.map((event) => (
              <li key={event}>{event}</li>
            ))}
          </ol>
        </td>
      </tr>
    </>
  );
}

export default function TableCollapsible() {
  return (
    <Table aria-label="Shipments" sx={{ '& > thead > tr > th:first-of-type': { width: 48 } }}>
      <thead>
        <tr>
          <th>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Details</span>
          </th>
          <th>Parcel</th>
          <th>Destination</th>
          <th>Arrives</th>
        </tr>
      </thead>
      <tbody>
        {shipments.map((shipment) => (
          <ShipmentRow key={shipment.id} shipment={shipment} />
        ))}
      </tbody>
    </Table>
  );
}
