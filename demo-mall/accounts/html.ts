// Minimal HTML helpers for the demo pages: escaped text and one self-contained page frame (inline CSS, no scripts).
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f7fa;color:#333}
main{max-width:720px;margin:40px auto;background:#fff;border-radius:8px;padding:28px 32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 8px;color:#0091da}
p{line-height:1.7;color:#666}
form{margin:12px 0}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:4px;background:#0091da;color:#fff;cursor:pointer}
button:hover{background:#0079b8}
table{width:100%;border-collapse:collapse;margin-top:16px;font-size:14px}
th,td{border-bottom:1px solid #eee;padding:8px 6px;text-align:left}
th{background:#f0f7fc;color:#555}
td.code{font-family:Consolas,monospace;font-size:18px;font-weight:bold;color:#e93323;letter-spacing:2px}
.notice{padding:12px 16px;border-radius:4px;background:#f0f9eb;color:#529b2e}
.warn{background:#fef0f0;color:#c45656}
`;

/** For the console pages' order tables: room for every column, and buttons that keep their words on one line. */
export const WIDE_TABLE_HEAD =
  '<style>body main{max-width:1120px}td form{margin:4px 0}td input{width:100%;box-sizing:border-box;margin:2px 0}' +
  'td button{white-space:nowrap;padding:8px 12px;font-size:14px}</style>';

export function page(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${extraHead}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
