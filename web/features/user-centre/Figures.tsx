// The row of big figures at the top of 我的余额 and 我的积分 (value above, label below).
export interface Figure {
  label: string;
  value: string | number;
}

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <ul className="uc-figures">
      {figures.map((figure) => (
        <li key={figure.label}>
          <span className="uc-figure-value">{figure.value}</span>
          <span className="uc-figure-label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
