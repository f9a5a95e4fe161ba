import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';

export default function RecipeTagEditor() {
  const [tags, setTags] = React.useState(['vegetarian', 'one-pot', 'under 30 min']);
  const [draft, setDraft] = React.useState('');

  const add = (event: React.SubmitEvent) => {
    event.preventDefault();
    const tag = draft.trim().toLowerCase();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setDraft('');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            {/* 'vegetarian' is required by the recipe's category, so it can't be removed */}
            <Chip
              label={tag}
              onDelete={tag === 'vegetarian' ? undefined : () => setTags(tags.filter((t) => t !== tag))}
            />
          </li>
        ))}
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={add}>
        <TextField size="small" label="Add a tag" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" variant="outlined">
          Add
        </Button>
      </Stack>
    </Paper>
  );
}
