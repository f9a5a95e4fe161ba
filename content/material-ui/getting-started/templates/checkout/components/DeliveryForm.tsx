import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deliveryOptions, type DeliveryId } from '../data/delivery';
import { formatPrice } from '../utils/money';

const GIFT_NOTE_LIMIT = 200;

interface DeliveryFormProps {
  delivery: DeliveryId;
  onDeliveryChange: (id: DeliveryId) => void;
  /** Goods total after discount, in pence: decides whether standard delivery is free. */
  goodsTotal: number;
  gift: boolean;
  onGiftChange: (gift: boolean) => void;
  giftNote: string;
  onGiftNoteChange: (note: string) => void;
}

export default function DeliveryForm(props: DeliveryFormProps) {
  const { delivery, onDeliveryChange, goodsTotal, gift, onGiftChange, giftNote, onGiftNoteChange } = props;

  return (
    <>
      <FormControl fullWidth>
        <FormLabel id="delivery-label" sx={{ mb: 1.5 }}>
          How should we send it?
        </FormLabel>
        <RadioGroup
          aria-labelledby="delivery-label"
          value={delivery}
          onChange={(event) => onDeliveryChange(event.target.value as DeliveryId)}
        >
          {deliveryOptions.map((option) => {
            const free = option.price === 0 || (option.freeFrom !== undefined && goodsTotal >= option.freeFrom);
            return (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio />}
                sx={{
                  m: 0,
                  mb: 1.5,
                  p: 1.5,
                  pr: 2,
                  border: 1,
                  borderRadius: 2,
                  borderColor: delivery === option.id ? 'primary.main' : 'divider',
                  bgcolor: delivery === option.id ? 'surface.accent' : 'transparent',
                  '& .MuiFormControlLabel-label': { flex: 1 },
                }}
                // Spans throughout: the label is a `<label>`, which may only hold phrasing content.
                label={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}>
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {option.label}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {option.detail}
                      </Typography>
                    </span>
                    <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {free ? 'Free' : formatPrice(option.price)}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch checked={gift} onChange={(event) => onGiftChange(event.target.checked)} />}
        label="This order is a gift: leave the prices off the packing slip"
      />
      <Collapse in={gift} unmountOnExit>
        <TextField
          label="Gift message (optional)"
          multiline
          minRows={3}
          fullWidth
          value={giftNote}
          onChange={(event) => onGiftNoteChange(event.target.value.slice(0, GIFT_NOTE_LIMIT))}
          helperText={`Handwritten on a card by the studio. ${GIFT_NOTE_LIMIT - giftNote.length} characters left.`}
          sx={{ mt: 2 }}
        />
      </Collapse>
    </>
  );
}
