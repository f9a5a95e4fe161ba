import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const ingredients = [
  'Basil',
  'Chickpeas',
  'Coriander',
  'Feta',
  'Garlic',
  'Lemon',
  'Mushrooms',
  'Spinach',
  'Tahini',
  'Tomatoes',
];

export default function AutocompleteMultiple() {
  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Ingredients you have</FormLabel>
      <Autocomplete
        multiple
        options={ingredients}
        defaultValue={['Chickpeas', 'Lemon']}
        placeholder="Add an ingredient"
        // Each tag's delete button gets a name, so screen readers announce what it removes.
        renderTags={(tags, getTagProps) =>
          tags.map((item, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="sm"
                variant="soft"
                color="primary"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${item}`} />}
              >
                {item}
              </Chip>
            );
          })
        }
      />
    </FormControl>
  );
}
