import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const skills = [
  'Accessibility',
  'CSS',
  'Figma',
  'GraphQL',
  'Node.js',
  'React',
  'Testing',
  'TypeScript',
  'Web performance',
];

export default function AutocompleteLimitTags() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Required skills</FormLabel>
      {/* Without focus, only two tags show, followed by "+3"; all of them return on focus. */}
      <Autocomplete
        multiple
        limitTags={2}
        options={skills}
        defaultValue={['React', 'TypeScript', 'Accessibility', 'Testing', 'CSS']}
        getLimitTagsText={(more) => `+${more} more`}
        renderTags={(tags, getTagProps) =>
          tags.map((skill, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${skill}`} />}
              >
                {skill}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
