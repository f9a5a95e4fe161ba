import type { SvgIconComponent } from '@mui/icons-material';
import AcUnitRounded from '@mui/icons-material/AcUnitRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ScaleRounded from '@mui/icons-material/ScaleRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import WaterDropRounded from '@mui/icons-material/WaterDropRounded';

export interface Feature {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

export const featuresIntro = {
  eyebrow: 'What it does',
  title: 'The things a shared garden argues about, settled',
  lead: 'Six tools that replace the whiteboard in the shed, the spreadsheet nobody updates and the group chat everyone muted.',
};

export const features: Feature[] = [
  { icon: GridViewRounded, title: 'A map of every bed', text: 'Draw the site once. Members see whose bed is whose, what is in it and when it was last dug over.' },
  { icon: WaterDropRounded, title: 'A watering rota that fills itself', text: 'People pick their evenings, swap shifts with a tap and get a reminder the day before.' },
  { icon: CalendarMonthRounded, title: 'Sowing dates for your site', text: 'Dates count from your last frost, not from the back of a seed packet printed for somewhere else.' },
  { icon: ScaleRounded, title: 'A harvest log', text: 'Weigh it, note it, and see at the end of the season what the garden actually gave.' },
  { icon: SwapHorizRounded, title: 'A seed swap shelf', text: 'List spare seed, tubers and seedlings; members claim them before they go out of date.' },
  { icon: AcUnitRounded, title: 'Frost and heatwave alerts', text: 'A message the afternoon before a cold night, so someone fleeces the beans in time.' },
];
