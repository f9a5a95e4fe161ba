import './BoxBasic.css';

// The same delivery notice, styled by a stylesheet with fixed values instead of theme tokens.
export default function BoxBasic() {
  return (
    <div role="status" className="delivery-notice">
      <strong className="delivery-notice__title">Order #4821 is on its way</strong>
      <span className="delivery-notice__body">
        The courier expects to deliver it on Thursday between 9:00 and 12:00.
      </span>
    </div>
  );
}
