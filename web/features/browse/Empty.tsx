import './browse.css';

export function Empty({ text }: { text: string }) {
  return (
    <div className="empty-box" role="status">
      <div className="empty-icon" aria-hidden="true">
        ◎
      </div>
      <p>{text}</p>
    </div>
  );
}
