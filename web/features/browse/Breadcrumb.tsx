import './browse.css';

export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav className="breadcrumb" aria-label="当前位置">
      {items.map((item, index) => (
        <span key={`${item.href ?? ''}|${item.label}`}>
          {index > 0 ? <span className="breadcrumb-sep">&gt;</span> : null}
          {item.href ? <a href={item.href}>{item.label}</a> : <span className="breadcrumb-current">{item.label}</span>}
        </span>
      ))}
    </nav>
  );
}
