import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Slider from '@mui/joy/Slider';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import {
  RENT_MAX,
  RENT_MIN,
  RENT_STEP,
  bedroomOptions,
  typeOptions,
  type BedroomFilter,
  type Filters,
  type TypeFilter,
} from '../data/filters';
import { formatRentLimit } from '../utils/format';

export interface FilterFieldsProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** `bar`: one row, for the filter bar from `md` up; `stack`: one field under another, for the drawer. */
  layout: 'bar' | 'stack';
}

const rentText = (value: number) => formatRentLimit(value, RENT_MAX);

/**
 * The three main filters: the monthly rent range, the kind of home and the least number of
 * bedrooms. Shared by the filter bar and the filters drawer, so both always agree.
 */
export default function FilterFields({ filters, onChange, layout }: FilterFieldsProps) {
  const ids = React.useId();
  const bar = layout === 'bar';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: bar ? 'row' : 'column',
        alignItems: bar ? 'flex-end' : 'stretch',
        flexWrap: 'wrap',
        gap: bar ? 3 : 3.5,
      }}
    >
      <Box sx={{ width: bar ? 280 : 'auto', px: bar ? 0 : 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography level="title-sm" component="span">
            Monthly rent
          </Typography>
          <Typography level="body-sm" component="span" textColor="text.primary" aria-hidden>
            {rentText(filters.rent[0])} – {rentText(filters.rent[1])}
          </Typography>
        </Box>
        <Slider
          value={filters.rent}
          onChange={(_, value) => Array.isArray(value) && onChange({ rent: [value[0], value[1]] })}
          min={RENT_MIN}
          max={RENT_MAX}
          step={RENT_STEP}
          disableSwap
          valueLabelDisplay="auto"
          valueLabelFormat={rentText}
          getAriaLabel={(index) => (index === 0 ? 'Lowest monthly rent' : 'Highest monthly rent')}
          getAriaValueText={(value) => (value >= RENT_MAX ? 'No upper limit' : `${rentText(value)} a month`)}
          sx={{ '--Slider-thumbSize': '22px' }}
        />
      </Box>
      <FormControl size={bar ? 'sm' : 'md'} sx={{ width: bar ? 160 : 'auto' }}>
        <FormLabel>Type of home</FormLabel>
        <Select
          value={filters.type}
          onChange={(_, value) => value && onChange({ type: value as TypeFilter })}
          // The listbox mounts after hydration: point the button at it only while it is open.
          slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
        >
          {typeOptions.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Select>
      </FormControl>
      <div>
        <Typography id={`${ids}-beds`} level="title-sm" component="span" sx={{ display: 'block', mb: 0.75 }}>
          Bedrooms
        </Typography>
        <ToggleButtonGroup
          aria-labelledby={`${ids}-beds`}
          size={bar ? 'sm' : 'md'}
          value={filters.bedrooms}
          onChange={(_, value) => value && onChange({ bedrooms: value as BedroomFilter })}
          buttonFlex={bar ? undefined : 1}
        >
          {bedroomOptions.map((option) => (
            <Button key={option.value} value={option.value} sx={{ minWidth: 44 }}>
              {option.label}
            </Button>
          ))}
        </ToggleButtonGroup>
      </div>
    </Box>
  );
}
