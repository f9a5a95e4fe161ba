import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { languages } from './languages';

// Split a label into [text, isMatch] pieces around each case-insensitive hit.
function splitOnMatch(label: string, query: string): Array<[string, boolean]> {
  const q = query.trim().toLowerCase();
  if (!q) return [[label, false]];
  const pieces: Array<[string, boolean]> = [];
  let from = 0;
  let at = label.toLowerCase().indexOf(q);
  while (at !== -1) {
    if (at > from) pieces.push([label.slice(from, at), false]);
    pieces.push([label.slice(at, at + q.length), true]);
    from = at + q.length;
    at = label.toLowerCase().indexOf(q, from);
  }
  if (from < label.length) pieces.push([label.slice(from), false]);
  return pieces;
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      id="job-skill"
      options={languages.map((language) => language.name)}
      sx={{ width: '100%', maxWidth: 300 }}
      renderInput={(params) => <TextField {...params} label="Required skill" placeholder="e.g. script" />}
      renderOption={(props, name, { inputValue }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {splitOnMatch(name, inputValue).map(([text, hit], index) =>
              hit ? <mark key={index} style={{ background: 'none', fontWeight: 700, color: 'inherit' }}>{text}</mark> : <span key={index}>{text}</span>,
            )}
          </li>
        );
      }}
    />
  );
}
