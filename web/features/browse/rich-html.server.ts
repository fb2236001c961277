// The mall's rich HTML (product details, articles, agreements) is sanitised on the server before it is
// rendered: no script, no event handler, no javascript: URL survives.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'section',
    'article',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    // `loading` is set by the transform below; it has to be allowed to survive the filter.
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    '*': ['style', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^[#a-z0-9(),.\s%]+$/i],
      'background-color': [/^[#a-z0-9(),.\s%]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      'max-width': [/^\d+(\.\d+)?(px|%)$/],
      margin: [/^[\d.\spxa-z%-]+$/i],
      padding: [/^[\d.\spxa-z%-]+$/i],
    },
  },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeRichHtml(html: unknown): string {
  return typeof html === 'string' ? sanitizeHtml(html, OPTIONS) : '';
}
