import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider from '@mui/joy/Slider';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Tooltip from '@mui/joy/Tooltip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';

type Direction = 'rtl' | 'ltr';

export default function PlayerDirectionProps() {
  const [dir, setDir] = React.useState<Direction>('rtl');
  const [volume, setVolume] = React.useState(60);
  const rtl = dir === 'rtl';

  return (
    <Box sx={{ maxWidth: 380, mx: 'auto', display: 'grid', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Text direction"
        value={dir}
        onChange={(event) => setDir(event.target.value as Direction)}
      >
        <Radio value="rtl" label="Right to left" />
        <Radio value="ltr" label="Left to right" />
      </RadioGroup>
      <Box dir={dir} lang="ar" sx={{ display: 'grid', gap: 2 }}>
        {/* Tabs: `direction` makes ArrowLeft move to the next tab in RTL. */}
        <Tabs defaultValue="songs" direction={dir}>
          <TabList aria-label="المكتبة">
            <Tab value="songs">الأغاني</Tab>
            <Tab value="albums">الألبومات</Tab>
            <Tab value="artists">الفنانون</Tab>
          </TabList>
        </Tabs>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {/* Tooltip: `direction` flips a -start/-end placement for its popper. */}
          <Tooltip title="قائمة التشغيل" placement="bottom-start" direction={dir}>
            <IconButton variant="soft" aria-label="قائمة التشغيل">
              <QueueMusicRounded />
            </IconButton>
          </Tooltip>
          {/* Slider: `isRtl` puts the minimum on the right and sets the hidden range input to RTL. */}
          <Slider
            isRtl={rtl}
            aria-label="مستوى الصوت"
            value={volume}
            onChange={(_, value) => setVolume(value as number)}
            valueLabelDisplay="auto"
          />
        </Box>
        <Typography level="body-sm">مستوى الصوت: {volume}٪</Typography>
      </Box>
    </Box>
  );
}
