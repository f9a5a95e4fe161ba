import type { ThemeOptions } from '@mui/material/styles';
// Adds `MuiDataGrid` to the theme's `components` type.
import type {} from '@mui/x-data-grid/themeAugmentation';

/** Styles only the dashboard needs, passed to `AppTheme` on top of the shared overrides. */
export const dashboardOverrides: ThemeOptions['components'] = {
  MuiDataGrid: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontSize: theme.typography.body2.fontSize,
        '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: -2,
        },
      }),
      columnHeaderTitle: { fontWeight: 600 },
      cell: { display: 'flex', alignItems: 'center' },
    },
  },
};
