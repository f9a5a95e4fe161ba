import * as React from 'react';
import type { DeliveryId } from '../data/delivery';
import { computeTotals } from '../utils/money';
import {
  checkAddress,
  checkPayment,
  emptyAddress,
  emptyPayment,
  type AddressValues,
  type Errors,
  type PaymentValues,
} from '../utils/validation';

/**
 * All of the checkout's state in one place: the step, what each step collected, the promo code
 * and the placed order. Steps validate their own fields before moving on.
 */
export function useCheckout() {
  const [step, setStep] = React.useState(0);
  const [address, setAddress] = React.useState<AddressValues>(emptyAddress);
  const [addressErrors, setAddressErrors] = React.useState<Errors<AddressValues>>({});
  const [delivery, setDelivery] = React.useState<DeliveryId>('standard');
  const [gift, setGift] = React.useState(false);
  const [giftNote, setGiftNote] = React.useState('');
  const [payment, setPayment] = React.useState<PaymentValues>(emptyPayment);
  const [paymentErrors, setPaymentErrors] = React.useState<Errors<PaymentValues>>({});
  const [promo, setPromo] = React.useState<string | null>(null);
  const [placing, setPlacing] = React.useState(false);
  const [orderNumber, setOrderNumber] = React.useState<string | null>(null);

  const totals = computeTotals(delivery, promo);

  const updateAddress = (field: keyof AddressValues, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setAddressErrors((current) => ({ ...current, [field]: undefined }));
  };

  const updatePayment = (field: keyof PaymentValues, value: string) => {
    setPayment((current) => ({ ...current, [field]: value }));
    setPaymentErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Checks the current step; returns the id of the first invalid field, if any. */
  const validateStep = (): string | null => {
    if (step === 0) {
      const errors = checkAddress(address);
      setAddressErrors(errors);
      const first = (Object.keys(emptyAddress) as (keyof AddressValues)[]).find((key) => errors[key]);
      return first ? `address-${first}` : null;
    }
    if (step === 2) {
      const errors = checkPayment(payment);
      setPaymentErrors(errors);
      const ids: Record<keyof PaymentValues, string> = {
        cardName: 'card-name',
        cardNumber: 'card-number',
        expiry: 'card-expiry',
        cvc: 'card-cvc',
      };
      const first = (Object.keys(ids) as (keyof PaymentValues)[]).find((key) => errors[key]);
      return first ? ids[first] : null;
    }
    return null;
  };

  const placeOrder = () => {
    setPlacing(true);
    // Stands in for the payment request; use your provider's confirmation instead.
    window.setTimeout(() => {
      setOrderNumber(`FN-${20400 + Math.floor(Math.random() * 500)}`);
      setPlacing(false);
    }, 1200);
  };

  /** Continue: validate, then advance, or place the order from the last step. */
  const submitStep = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateStep();
    if (invalid) {
      document.getElementById(invalid)?.focus();
      return;
    }
    if (step === 3) placeOrder();
    else setStep(step + 1);
  };

  return {
    step,
    setStep,
    address,
    addressErrors,
    updateAddress,
    delivery,
    setDelivery,
    gift,
    setGift,
    giftNote,
    setGiftNote,
    payment,
    paymentErrors,
    updatePayment,
    promo,
    setPromo,
    totals,
    placing,
    orderNumber,
    submitStep,
  };
}
