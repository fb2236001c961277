// 商户入驻: settlement categories and store types (public), and the shopper's applications (behind requireLogin).
import type { FastifyInstance } from 'fastify';
import { fail, formatDateTime, ok, okMessage } from '../core/envelope.ts';
import type { LoginGate } from '../core/login-gate.ts';
import { uidOf } from '../core/login-gate.ts';
import { PICTURE_NOT_UPLOADED, type PictureOrigin } from '../core/picture-origin.ts';
import { checkRequest, idOf, paginate, pagingOf } from '../core/param-schemas.ts';
import { readParams } from '../core/params.ts';
import type { MerchantDirectory } from '../catalogue/catalogue.ts';
import type { Intention, IntentionFields, IntentionStore } from './intention-store.ts';
import { intentionParams } from './intention-rules.ts';

export interface IntentionRouteDeps {
  gate: LoginGate;
  intentions: IntentionStore;
  merchants: MerchantDirectory;
  pictures: PictureOrigin;
  /** the accounts module's SMS check: true once for a matching code of that type (the code is consumed) */
  checkSmsCode(phone: string, code: string, type: string): boolean;
}

export function registerIntentionCatalogueRoutes(app: FastifyInstance, { merchants }: Pick<IntentionRouteDeps, 'merchants'>): void {
  app.get('/api/intention/cate', async () => ok(merchants.settleCategories));
  app.get('/api/intention/type', async () => ok(merchants.types));
}

export function registerIntentionRoutes(app: FastifyInstance, deps: IntentionRouteDeps): void {
  const { gate, intentions, merchants } = deps;
  const IntentionParams = intentionParams(merchants);

  /**
   * The checked fields, or the first failing rule's message (the SMS code last, so a bad form keeps the code).
   * 资质图片 are the caller's uploads, or those the application already holds (`kept`).
   */
  const validate = (
    request: Parameters<typeof checkRequest>[1],
    kept: readonly string[] = [],
  ): { ok: true; fields: IntentionFields } | { ok: false; body: object } => {
    const input = checkRequest(IntentionParams, request);
    if (!input.ok) return input;
    const { code, ...fields } = input.value;
    const added = fields.images.filter((image) => !kept.includes(image));
    if (!deps.pictures.allOwn(added, gate.principal(request))) return { ok: false, body: fail(PICTURE_NOT_UPLOADED) };
    if (!deps.checkSmsCode(fields.phone, code, 'intention')) return { ok: false, body: fail('验证码不正确') };
    return { ok: true, fields };
  };

  const toRow = (i: Intention) => ({
    mer_intention_id: i.mer_intention_id,
    uid: uidOf(i.principal),
    mer_id: 0,
    phone: i.phone,
    name: i.name,
    mer_name: i.mer_name,
    merchant_category_id: i.merchant_category_id,
    category_name: merchants.settleCategoryById.get(i.merchant_category_id)?.category_name ?? '',
    mer_type_id: i.mer_type_id,
    type_name: merchants.typeById.get(i.mer_type_id)?.type_name ?? '',
    images: i.images,
    status: i.status,
    fail_msg: i.fail_msg,
    mark: i.mark,
    create_time: i.create_time,
    update_time: i.update_time,
  });

  app.post('/api/intention/create', async (request) => {
    const result = validate(request);
    if (!result.ok) return result.body;
    intentions.create(gate.principal(request).key, result.fields, formatDateTime(new Date()));
    return okMessage('提交成功');
  });

  app.get('/api/intention/lst', async (request) => {
    const { page, limit } = pagingOf(readParams(request), 10);
    const result = paginate(intentions.list(gate.principal(request).key), page, limit);
    return ok({ count: result.count, list: result.list.map(toRow) });
  });

  app.get('/api/intention/detail/:id', async (request) => {
    const found = intentions.find(gate.principal(request).key, idOf(request));
    return found ? ok(toRow(found)) : fail('数据不存在');
  });

  app.post('/api/intention/update/:id', async (request) => {
    const found = intentions.find(gate.principal(request).key, idOf(request));
    if (!found) return fail('数据不存在');
    if (found.status === 1) return fail('当前状态不能修改');
    const result = validate(request, found.images);
    if (!result.ok) return result.body;
    if (!intentions.update(found.mer_intention_id, result.fields, formatDateTime(new Date()))) return fail('当前状态不能修改');
    return okMessage('修改成功');
  });
}
