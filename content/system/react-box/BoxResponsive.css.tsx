import './BoxResponsive.css';

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Average basket', value: '$42.10' },
  { label: 'Returns', value: '3' },
];

export default function BoxResponsive() {
  return (
    <dl className="order-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="order-stats__tile">
          <dt className="order-stats__label">{stat.label}</dt>
          <dd className="order-stats__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
