// The 管理员's 消息推送 calls (docs/company-api.md §14.2) through the BFF: endpoints, the delivery log, 重新发送.
// Failures reject with the mall's Chinese message (ApiError). The secret is sent once and never read back.
import { apiGet, apiPostWithMessage } from '#web/api/bff-client.ts';

export interface EndpointView {
  id: number;
  url: string;
  secret_hint: string;
  kinds: string[];
  add_time: string;
}

export interface DeliveryView {
  id: number;
  kind_name: string;
  text: string;
  state: 'pending' | 'delivered' | 'failed';
  state_name: string;
  attempts: number;
  last_error: string;
  update_time: string;
}

export interface EndpointForm {
  url: string;
  secret: string;
  kinds: string[];
}

const post = async (path: string, body: object = {}) => (await apiPostWithMessage<unknown>(path, body)).message;

export const webhookApi = {
  endpoints: async () => (await apiGet<{ list?: EndpointView[] }>('/api/company/webhook/lst')).list ?? [],
  deliveries: async () => (await apiGet<{ list?: DeliveryView[] }>('/api/company/webhook/delivery/lst', { limit: 10 })).list ?? [],
  create: (form: EndpointForm) => post('/api/company/webhook/create', form),
  update: (id: number, form: EndpointForm) => post(`/api/company/webhook/update/${id}`, form),
  remove: (id: number) => post(`/api/company/webhook/delete/${id}`),
  resend: (id: number) => post(`/api/company/webhook/delivery/resend/${id}`),
};
