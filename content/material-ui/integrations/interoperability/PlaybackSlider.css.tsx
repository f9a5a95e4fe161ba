import Slider from '@mui/material/Slider';
import './PlaybackSlider.css';

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function PlaybackSlider() {
  return (
    <div className="playback">
      <p className="playback__title">Episode 42 · Slow mornings</p>
      <Slider
        className="playback__slider"
        aria-label="Playback position"
        defaultValue={83}
        max={1520}
        getAriaValueText={format}
      />
      <div className="playback__times">
        <span>{format(83)}</span>
        <span>{format(1520)}</span>
      </div>
    </div>
  );
}
