import { useData } from 'vike-react/useData';
import { Breadcrumb } from '#web/features/browse/Breadcrumb.tsx';
import { storeHref } from '#web/features/store/store-links.ts';
import { LicenceGate } from './LicenceGate.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { merchant } = useData<Data>();
  return (
    <div className="qualifications">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: merchant.mer_name, href: storeHref(merchant.mer_id) }, { label: '店铺资质' }]}
      />
      <div className="panel">
        <h1 className="listing-heading">商家营业执照信息</h1>
        <p className="muted">
          根据《电子商务法》及《网络交易管理办法》的规定，平台对入驻商家的营业执照信息进行公示。请输入图片验证码后查看 {merchant.mer_name}{' '}
          的营业执照。
        </p>
        <LicenceGate merId={merchant.mer_id} />
      </div>
    </div>
  );
}
