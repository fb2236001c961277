// Rich-text descriptions for product detail pages. One product's description deliberately carries a
// <script> tag and an onerror attribute so the storefront's HTML sanitiser is exercised.
import { assetUrl, escapeXml } from '../../core/pictures.ts';
import type { ProductParam } from '../catalogue-types.ts';

/** Product whose description contains hostile markup (kept stable for tests and the BFF). */
export const HOSTILE_DESCRIPTION_PRODUCT_ID = 3;

export function buildDescription(input: {
  productId: number;
  name: string;
  brandName: string;
  leafName: string;
  unit: string;
  params: ProductParam[];
  info: string;
}): string {
  const rows = input.params
    .map((p) => `<tr><th style="width:30%;background:#f7f7f7">${escapeXml(p.name)}</th><td>${escapeXml(p.value)}</td></tr>`)
    .join('');
  const parts = [
    `<h3 style="color:#007dbc">${escapeXml(input.brandName)} ${escapeXml(input.leafName)} · 产品介绍</h3>`,
    `<p>${escapeXml(input.info)}</p>`,
    `<p><img src="${assetUrl('detail', `${input.productId}-1`)}" alt="${escapeXml(input.name)}" width="750" height="420"></p>`,
    '<h4>产品亮点</h4>',
    '<ul>',
    `<li><strong>品质可靠：</strong>${escapeXml(input.brandName)}正品，出厂检验合格，支持批次追溯。</li>`,
    '<li><strong>企业采购：</strong>支持对公转账、月结账期与增值税专用发票。</li>',
    `<li><strong>现货速发：</strong>常规规格现货，16:00 前下单当日发货，按${escapeXml(input.unit)}计价。</li>`,
    '</ul>',
    `<table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tbody>${rows}</tbody></table>`,
    `<p><img src="${assetUrl('detail', `${input.productId}-2`)}" alt="细节展示" width="750" height="420"></p>`,
    '<p style="color:#767676;font-size:12px">温馨提示：图片仅供参考，请以实物为准；大批量采购请联系客服获取阶梯报价。</p>',
  ];
  if (input.productId === HOSTILE_DESCRIPTION_PRODUCT_ID) {
    parts.push('<script>window.__demoInjected = true; alert("xss")</script>');
    parts.push(`<img src="${assetUrl('detail', `${input.productId}-3`)}" onerror="window.__demoInjected = true" alt="安装示意">`);
    parts.push('<p><a href="javascript:alert(1)">查看安装视频</a></p>');
  }
  return parts.join('\n');
}
