import Box from '@mui/joy/Box';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const files = ['index.html', 'styles.css', 'app.js'];

export default function TabsIndicatorPlacement() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 520, mx: 'auto', borderRadius: 'sm' }} variant="outlined">
      {/* Editor-style tabs: the indicator on top, the underline under the list. */}
      <TabList
        aria-label="Open files"
        underlinePlacement="bottom"
        sx={{
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}.${tabClasses.selected}`]: { bgcolor: 'background.surface' },
        }}
      >
        {files.map((file) => (
          <Tab key={file} indicatorPlacement="top" sx={{ fontFamily: 'code', fontSize: 'sm' }}>
            {file}
          </Tab>
        ))}
      </TabList>
      {files.map((file, index) => (
        <TabPanel key={file} value={index}>
          <Box sx={{ fontFamily: 'code', fontSize: 'sm' }}>
            <Typography level="body-sm" sx={{ fontFamily: 'inherit' }}>
              {`// ${file}: ${[12, 48, 96][index]} lines`}
            </Typography>
          </Box>
        </TabPanel>
      ))}
    </Tabs>
  );
}
