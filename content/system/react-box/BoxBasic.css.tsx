import './BoxBasic.css';

export default function BoxBasic() {
  return <div className="box-basic">This box has 16 px of padding, a dashed border and the primary blue, from a stylesheet.</div>;
}
