import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const tags = ['react', 'typescript', 'accessibility', 'performance', 'css', 'testing', 'design systems', 'forms', 'release'];

export default function BlogPostTags() {
  return (
    <Autocomplete
      multiple
      id="post-tags"
      options={tags}
      defaultValue={['react', 'forms']}
      // Hide tags that are already on the post.
      filterSelectedOptions
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label="Post tags" placeholder="Add a tag" />}
    />
  );
}
