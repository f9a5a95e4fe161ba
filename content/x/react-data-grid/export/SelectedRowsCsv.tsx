import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridRowSelectionIdsSelector,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// Export the ticked invoices when there are any, otherwise every invoice that passes the filter.
function selectedOrFiltered({ apiRef }: GridCsvGetRowsToExportParams) {
  const selected = [...gridRowSelectionIdsSelector(apiRef).keys()];
  return selected.length > 0 ? selected : gridFilteredSortedRowIdsSelector(apiRef);
}

export default function SelectedRowsCsv() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        checkboxSelection
        showToolbar
        slotProps={{ toolbar: { csvOptions: { getRowsToExport: selectedOrFiltered, fileName: 'selected-invoices' } } }}
        initialState={{ filter: { filterModel: { items: [{ field: 'paid', operator: 'is', value: 'false' }] } } }}
        aria-label="Unpaid invoices, export the selection"
      />
    </div>
  );
}
