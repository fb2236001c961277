// The four selling-point strips at the top of the footer, each an icon and its line.
const POINTS = [
  { text: '品种齐全，购物轻松', icon: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z' },
  { text: '多仓直发，极速配送', icon: 'M3 6h11v9H3zm11 3h4l3 3v3h-7zM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' },
  { text: '正品行货，精致服务', icon: 'M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11z' },
  { text: '天天低价，畅选无忧', icon: 'M21 11l-9-9H3v9l9 9zM7 8a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z' },
] as const;

export function SellingPoints() {
  return (
    <ul className="container selling-points">
      {POINTS.map((point) => (
        <li key={point.text}>
          <span className="selling-point-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path fill="currentColor" d={point.icon} />
            </svg>
          </span>
          <span>{point.text}</span>
        </li>
      ))}
    </ul>
  );
}
