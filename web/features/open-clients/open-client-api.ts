// The 管理员's 开放接口 calls (docs/company-api.md §17) through the BFF: clients, create, edit, rotate, revoke and
// the audit. Failures reject with the mall's Chinese message (ApiError). create and rotate are the only answers
// carrying a client secret (docs/adr/0105): the caller shows it once and keeps it nowhere else.
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';

export interface ClientView {
  id: number;
  name: string;
  client_id: string;
  role: string;
  unit_id: number | null;
  scopes: string[];
  ip_allow: string[];
  status: number;
  created_at: string;
  rotated_at: string | null;
  last_used_at: string | null;
}

export interface AuditView {
  id: number;
  client_id: string;
  name: string;
  method: string;
  path: string;
  status: number;
  message: string;
  ip: string;
  created_at: string;
}

export interface ClientForm {
  name: string;
  role: string;
  unit_id: string;
  scopes: string[];
  /** one address or CIDR range a line */
  ip_allow: string;
}

/** A secret as answered once, with the client it belongs to. */
export interface ShownSecret {
  name: string;
  clientId: string;
  secret: string;
  rotated: boolean;
}

export const AUDIT_PAGE_SIZE = 10;

const body = (form: ClientForm) => ({ ...form, ip_allow: form.ip_allow.split(/[\s,]+/).filter(Boolean) });
const post = async (path: string, payload: object = {}) => (await apiPostWithMessage<unknown>(path, payload)).message;

export const openClientApi = {
  clients: async () => (await apiGet<{ list?: ClientView[] }>('/api/company/open_client/lst')).list ?? [],
  audit: async (page: number) => {
    const found = await apiGet<{ count?: number; list?: AuditView[] }>('/api/company/open_client/audit', { page, limit: AUDIT_PAGE_SIZE });
    return { count: found.count ?? 0, list: found.list ?? [] };
  },
  create: (form: ClientForm) =>
    apiPostWithMessage<{ client_id: string; client_secret: string }>('/api/company/open_client/create', body(form)),
  update: (id: number, form: ClientForm) => post(`/api/company/open_client/update/${id}`, body(form)),
  rotate: (id: number) => apiPostWithMessage<{ client_secret: string }>(`/api/company/open_client/rotate/${id}`),
  revoke: (id: number) => post(`/api/company/open_client/revoke/${id}`),
};
