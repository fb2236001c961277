// Locally drawn SVG pictures for the demo catalogue: a colour block with the name written on it.
// Image fields carry a relative '/api/demo-assets/...' path so the browser loads them through the BFF.
import { hashString } from './prng.ts';

export const ASSET_PREFIX = '/api/demo-assets';

/** Sub-paths of drawn pictures ('avatar' belongs to the accounts module, 'upload' to settlement). */
export const ASSET_KINDS = [
  'product',
  'sku',
  'detail',
  'banner',
  'merchant',
  'mer-banner',
  'brand',
  'news',
  'site',
  'category',
  'licence',
  'reviewer',
  'review',
  'company-licence',
] as const;

export type AssetKind = (typeof ASSET_KINDS)[number];

export function assetUrl(kind: AssetKind, id: string | number): string {
  return `${ASSET_PREFIX}/${kind}/${id}.svg`;
}

const PALETTE = [
  '#0091da',
  '#e93323',
  '#f29c1f',
  '#16a085',
  '#8e44ad',
  '#2c3e50',
  '#d35400',
  '#27ae60',
  '#c0392b',
  '#2980b9',
  '#7f8c8d',
  '#b7950b',
];

export function colourFor(seed: string): string {
  return PALETTE[hashString(seed) % PALETTE.length] as string;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Splits text into lines of at most `width` characters (CJK text has no spaces to break at). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width) lines.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * maxLines && lines.length > 0) {
    const last = [...(lines[lines.length - 1] as string)];
    lines[lines.length - 1] = `${last.slice(0, Math.max(0, width - 1)).join('')}…`;
  }
  return lines;
}

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

export interface PictureSpec {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  colour: string;
  /** 'card' draws a pale background with a coloured block (products); 'poster' fills with the colour */
  style: 'card' | 'poster' | 'badge';
}

export function renderPicture(spec: PictureSpec): string {
  const { width: w, height: h, colour } = spec;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`);
  parts.push(`<title>${escapeXml(spec.title)}</title>`);
  if (spec.style === 'card') {
    parts.push(`<rect width="${w}" height="${h}" fill="#f5f7fa"/>`);
    const bw = Math.round(w * 0.56);
    const bh = Math.round(h * 0.4);
    parts.push(
      `<rect x="${(w - bw) / 2}" y="${Math.round(h * 0.1)}" width="${bw}" height="${bh}" rx="${Math.round(w * 0.04)}" fill="${colour}"/>`,
    );
    parts.push(
      `<rect x="${(w - bw) / 2 + bw * 0.12}" y="${Math.round(h * 0.1 + bh * 0.18)}" width="${Math.round(bw * 0.3)}" height="${Math.round(bh * 0.64)}" rx="6" fill="#ffffff" opacity="0.35"/>`,
    );
    const size = Math.round(w / 16);
    const lines = wrap(spec.title, 12, 3);
    lines.forEach((line, i) => {
      parts.push(
        `<text x="${w / 2}" y="${Math.round(h * 0.62) + i * Math.round(size * 1.35)}" font-family="${FONT}" font-size="${size}" fill="#333333" text-anchor="middle">${escapeXml(line)}</text>`,
      );
    });
    if (spec.subtitle) {
      parts.push(
        `<text x="${w / 2}" y="${Math.round(h * 0.93)}" font-family="${FONT}" font-size="${Math.round(size * 0.8)}" fill="${colour}" text-anchor="middle">${escapeXml(spec.subtitle)}</text>`,
      );
    }
  } else if (spec.style === 'poster') {
    parts.push(
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2d3d"/></linearGradient></defs>`,
    );
    parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
    parts.push(
      `<circle cx="${Math.round(w * 0.82)}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.45)}" fill="#ffffff" opacity="0.08"/>`,
    );
    const size = Math.max(14, Math.round(Math.min(h / 5, w / 18)));
    parts.push(
      `<text x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.5)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(spec.title)}</text>`,
    );
    if (spec.subtitle) {
      parts.push(
        `<text x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.5 + size * 1.4)}" font-family="${FONT}" font-size="${Math.round(size * 0.5)}" fill="#ffffff" opacity="0.85">${escapeXml(spec.subtitle)}</text>`,
      );
    }
  } else {
    parts.push(`<rect width="${w}" height="${h}" rx="${Math.round(Math.min(w, h) / 6)}" fill="${colour}"/>`);
    const text = [...spec.title].slice(0, 4).join('');
    const size = Math.round(Math.min(h * 0.5, (w * 0.8) / Math.max(1, [...text].length)));
    parts.push(
      `<text x="${w / 2}" y="${Math.round(h / 2 + size * 0.35)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(text)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A QR-looking square pattern (not a scannable code): the site's WeChat QR placeholder. */
export function renderPseudoQr(seed: string, label: string): string {
  const cells = 25;
  const size = 8;
  let state = hashString(seed);
  const rects: string[] = [];
  for (let y = 0; y < cells; y++) {
    for (let x = 0; x < cells; x++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const finder = (x < 7 && y < 7) || (x >= cells - 7 && y < 7) || (x < 7 && y >= cells - 7);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5) : (state & 3) === 0;
      if (on) rects.push(`<rect x="${x * size + 12}" y="${y * size + 12}" width="${size}" height="${size}"/>`);
    }
  }
  const full = cells * size + 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full + 24}" viewBox="0 0 ${full} ${full + 24}"><rect width="${full}" height="${full + 24}" fill="#ffffff"/><g fill="#222222">${rects.join('')}</g><text x="${full / 2}" y="${full + 14}" font-family="${FONT}" font-size="12" fill="#666666" text-anchor="middle">${escapeXml(label)}</text></svg>`;
}
