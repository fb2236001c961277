// A merchant's name as the store cards, strips and headers write it: 自营 first for the mall's own stores.
export function StoreName({ merchant }: { merchant: { is_trader?: number; mer_name: string } }) {
  return (
    <>
      {merchant.is_trader === 1 ? <span className="tag-self">自营</span> : null}
      {merchant.mer_name}
    </>
  );
}
