import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import LyricsIcon from '@mui/icons-material/Lyrics';
import SpeakerIcon from '@mui/icons-material/Speaker';

export default function IconTabs() {
  const [panel, setPanel] = React.useState('queue');
  return (
    <Tabs value={panel} onChange={(_, next: string) => setPanel(next)} aria-label="Now playing">
      <Tab value="queue" icon={<QueueMusicIcon />} aria-label="Up next" />
      <Tab value="lyrics" icon={<LyricsIcon />} aria-label="Lyrics" />
      <Tab value="devices" icon={<SpeakerIcon />} aria-label="Play on a speaker" />
    </Tabs>
  );
}
