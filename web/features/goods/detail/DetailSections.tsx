// The tabs under a product: 产品详情, 商品参数, 价格说明 and 累计评论 with the reviews.
import { DetailTabs } from './DetailTabs.tsx';
import type { DetailData } from './detail-types.ts';
import { Reviews } from './Reviews.tsx';

export function DetailSections({ data, pathname }: { data: DetailData; pathname: string }) {
  const { product } = data;
  return (
    <DetailTabs
      sections={[
        {
          id: 'detail',
          label: '产品详情',
          body: data.contentHtml ? (
            <div className="rich-html" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
          ) : (
            <p className="muted">暂无详情</p>
          ),
        },
        {
          id: 'params',
          label: '商品参数',
          body: product.params.length ? (
            <table className="params-table">
              <tbody>
                {product.params.map((p) => (
                  <tr key={p.name}>
                    <th>{p.name}</th>
                    <td>{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted">暂无参数</p>
          ),
        },
        {
          id: 'price-rule',
          label: '价格说明',
          body: <div className="rich-html" dangerouslySetInnerHTML={{ __html: data.priceRuleHtml || '<p>暂无价格说明</p>' }} />,
        },
        {
          id: 'reviews',
          label: `累计评论(${data.reviews.stat?.count ?? data.reviews.count ?? 0})`,
          body: (
            <Reviews
              productId={product.product_id}
              initial={data.reviews}
              initialType={data.reviewType}
              initialPage={data.reviewPage}
              pathname={pathname}
            />
          ),
        },
      ]}
    />
  );
}
