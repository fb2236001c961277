// A store's logo beside its name (自营 included) and the lines under it; the store rows and the store card write it
// with their own class names and sizes.
import type { ReactNode } from 'react';
import type { MerchantRow } from '../browse/types.ts';
import { StoreName } from './StoreName.tsx';

export function StoreHeadline(props: {
  store: Pick<MerchantRow, 'mer_avatar' | 'mer_name' | 'is_trader'>;
  logoSize: number;
  nameClass: string;
  infoClass?: string;
  children: ReactNode;
}) {
  const { store, logoSize } = props;
  return (
    <>
      <img src={store.mer_avatar} alt="" width={logoSize} height={logoSize} loading="lazy" />
      <div className={props.infoClass}>
        <div className={props.nameClass}>
          <StoreName merchant={store} />
        </div>
        {props.children}
      </div>
    </>
  );
}
