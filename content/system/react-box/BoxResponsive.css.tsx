import './BoxResponsive.css';

const items = ['One', 'Two', 'Three'];

export default function BoxResponsive() {
  return (
    <div className="box-responsive">
      {items.map((item) => (
        <div key={item} className="box-responsive__item">
          {item}
        </div>
      ))}
    </div>
  );
}
