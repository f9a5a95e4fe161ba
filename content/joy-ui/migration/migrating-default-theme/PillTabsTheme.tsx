import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Brings back a pill-shaped tab track with a raised selected tab, for every Tabs in the app.
const theme = extendTheme({
  // This site keys colour schemes on `data-mui-color-scheme`; the prefix keeps these variables
  // apart from the page's own theme. An app with one theme needs neither option.
  cssVarPrefix: 'pill-tabs',
  colorSchemeSelector: 'data-mui-color-scheme',
  components: {
    JoyTabList: {
      defaultProps: { variant: 'soft', disableUnderline: true },
      styleOverrides: {
        root: ({ theme }) => ({
          padding: 4,
          gap: 4,
          borderRadius: theme.vars.radius.xl,
          '--List-radius': theme.vars.radius.xl,
        }),
      },
    },
    JoyTab: {
      defaultProps: { disableIndicator: true },
      styleOverrides: {
        root: ({ theme }) => ({
          '&[aria-selected="true"]': {
            backgroundColor: theme.vars.palette.background.surface,
            boxShadow: theme.vars.shadow.sm,
          },
        }),
      },
    },
  },
});

export default function PillTabsTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Tabs defaultValue="day" sx={{ maxWidth: 380, mx: 'auto', bgcolor: 'transparent' }}>
        <TabList aria-label="Forecast range">
          <Tab value="day">Today</Tab>
          <Tab value="week">7 days</Tab>
          <Tab value="month">30 days</Tab>
        </TabList>
        <TabPanel value="day">
          <Typography level="body-sm">Showers clearing by noon, 14 °C.</Typography>
        </TabPanel>
        <TabPanel value="week">
          <Typography level="body-sm">Dry from Wednesday, highs around 17 °C.</Typography>
        </TabPanel>
        <TabPanel value="month">
          <Typography level="body-sm">Slightly warmer and drier than average.</Typography>
        </TabPanel>
      </Tabs>
    </CssVarsProvider>
  );
}
