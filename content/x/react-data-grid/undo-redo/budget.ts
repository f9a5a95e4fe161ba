import type { GridColDef } from '@mui/x-data-grid-premium';

/** One line of a team offsite's budget. */
export interface BudgetLine {
  id: number;
  item: string;
  owner: string;
  estimate: number;
  approved: boolean;
}

export const budgetLines: BudgetLine[] = [
  { id: 1, item: 'Train tickets', owner: 'Priya Iyer', estimate: 1840, approved: true },
  { id: 2, item: 'Lodge, two nights', owner: 'Sven Nyberg', estimate: 3200, approved: true },
  { id: 3, item: 'Workshop facilitator', owner: 'Priya Iyer', estimate: 950, approved: false },
  { id: 4, item: 'Dinner on day one', owner: 'Rosa Delgado', estimate: 620, approved: false },
  { id: 5, item: 'Kayak rental', owner: 'Sven Nyberg', estimate: 280, approved: false },
  { id: 6, item: 'Printed agendas', owner: 'Rosa Delgado', estimate: 45, approved: true },
];

export const budgetColumns: GridColDef<BudgetLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 150, editable: true },
  {
    field: 'estimate',
    headerName: 'Estimate',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number | undefined) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  { field: 'approved', headerName: 'Approved', type: 'boolean', width: 110, editable: true },
];
