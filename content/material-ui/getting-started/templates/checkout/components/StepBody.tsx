import AddressForm from './AddressForm';
import DeliveryForm from './DeliveryForm';
import PaymentForm from './PaymentForm';
import ReviewStep from './ReviewStep';
import type { useCheckout } from '../hooks/useCheckout';

/** The form of the current step, fed from the checkout state. */
export default function StepBody({ checkout }: { checkout: ReturnType<typeof useCheckout> }) {
  const { step, totals } = checkout;
  if (step === 0) {
    return <AddressForm values={checkout.address} errors={checkout.addressErrors} onChange={checkout.updateAddress} />;
  }
  if (step === 1) {
    return (
      <DeliveryForm
        delivery={checkout.delivery}
        onDeliveryChange={checkout.setDelivery}
        goodsTotal={totals.goods - totals.discount}
        gift={checkout.gift}
        onGiftChange={checkout.setGift}
        giftNote={checkout.giftNote}
        onGiftNoteChange={checkout.setGiftNote}
      />
    );
  }
  if (step === 2) {
    return <PaymentForm values={checkout.payment} errors={checkout.paymentErrors} onChange={checkout.updatePayment} />;
  }
  return (
    <ReviewStep
      address={checkout.address}
      delivery={checkout.delivery}
      giftNote={checkout.gift ? checkout.giftNote : null}
      payment={checkout.payment}
      onEdit={checkout.setStep}
    />
  );
}
