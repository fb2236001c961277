// A record's details as a definition list, one "label：value" pair a line (发票详情, 入驻申请详情).
export function DetailPairs({ className, pairs }: { className: string; pairs: readonly (readonly [string, string])[] }) {
  return (
    <dl className={className}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}：</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
