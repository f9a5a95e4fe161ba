import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

type Step = 'ingredients' | 'method' | 'notes';

export default function LabTabContext() {
  const [step, setStep] = React.useState<Step>('ingredients');
  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <TabContext value={step}>
        <TabList onChange={(_, next: Step) => setStep(next)} aria-label="Sourdough recipe">
          <Tab label="Ingredients" value="ingredients" />
          <Tab label="Method" value="method" />
          <Tab label="My notes" value="notes" />
        </TabList>
        <TabPanel value="ingredients">
          <Typography>500 g bread flour, 350 g water, 100 g active starter, 10 g salt.</Typography>
        </TabPanel>
        <TabPanel value="method">
          <Typography>Mix, rest for an hour, fold four times, then prove overnight in the fridge.</Typography>
        </TabPanel>
        {/* keepMounted keeps the text field (and what was typed) while another tab is open. */}
        <TabPanel value="notes" keepMounted>
          <TextField label="Notes for next bake" multiline minRows={2} fullWidth />
        </TabPanel>
      </TabContext>
    </Box>
  );
}
