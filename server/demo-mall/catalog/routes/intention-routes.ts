// 商户入驻: settlement categories and store types, and the shopper's applications.
import type { FastifyInstance } from 'fastify';
import type { DemoMallContext } from '../../context.ts';
import { fail, formatDateTime, ok, okMessage, paginate, readPaging } from '../../envelope.ts';
import { int, pathId, readParams, str, type Params } from '../../params.ts';
import { uidOf, type Intention } from '../user-state.ts';

const MOBILE = /^1[3-9]\d{9}$/;
const MAX_IMAGES = 10;
/**
 * 资质图片 are addresses, as CRMEB stores them: a site path (what POST /api/upload/image/file answers) or an
 * http(s) URL. Inline data: URLs and other schemes are refused, so an application stays small.
 */
const IMAGE_REFERENCE = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]{1,500}$/i;

/** The applicant's fields of an Intention, plus the SMS code that proves the phone. */
type IntentionInput = Pick<Intention, 'phone' | 'name' | 'mer_name' | 'merchant_category_id' | 'mer_type_id' | 'images'> & { code: string };

function readImages(params: Params): string[] {
  const raw = params.images ?? params['images[]'];
  if (Array.isArray(raw)) return raw.map(String).filter(Boolean);
  if (typeof raw === 'string' && raw !== '') {
    if (raw.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
      } catch {
        // fall through to csv
      }
    }
    return raw.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return [];
}

export function registerIntentionRoutes(app: FastifyInstance, context: DemoMallContext): void {
  const store = context.catalog;

  /** MerchantIntentionValidate: the first failing rule is reported, ThinkPHP style. */
  const validate = (params: Params): { ok: true; input: IntentionInput } | { ok: false; message: string } => {
    const input: IntentionInput = {
      phone: str(params, 'phone'),
      name: str(params, 'name'),
      mer_name: str(params, 'mer_name'),
      merchant_category_id: int(params, 'merchant_category_id', 0),
      mer_type_id: int(params, 'mer_type_id', 0),
      images: readImages(params),
      code: str(params, 'code'),
    };
    if (!input.phone) return { ok: false, message: '手机号不能为空' };
    if (!MOBILE.test(input.phone)) return { ok: false, message: '手机号格式不符' };
    if (!input.name) return { ok: false, message: '姓名不能为空' };
    if ([...input.name].length > 16) return { ok: false, message: '姓名长度不能超过 16' };
    if (!input.mer_name) return { ok: false, message: '商户名称不能为空' };
    if ([...input.mer_name].length > 32) return { ok: false, message: '商户名称长度不能超过 32' };
    if (!input.merchant_category_id) return { ok: false, message: '商户分类不能为空' };
    if (!store.merchantCategoryById.has(input.merchant_category_id)) return { ok: false, message: '商户分类不存在' };
    if (!input.mer_type_id) return { ok: false, message: '店铺类型不能为空' };
    if (!store.merchantTypeById.has(input.mer_type_id)) return { ok: false, message: '店铺类型不存在' };
    if (input.images.length > MAX_IMAGES) return { ok: false, message: `资质图片长度不能超过 ${MAX_IMAGES}` };
    if (!input.images.every((image) => IMAGE_REFERENCE.test(image))) return { ok: false, message: '资质图片地址不正确' };
    if (!input.code) return { ok: false, message: '验证码不能为空' };
    if (!context.accounts.checkSmsCode(input.phone, input.code, 'intention')) return { ok: false, message: '验证码不正确' };
    return { ok: true, input };
  };
  /** the stored fields: everything but the SMS code */
  const fieldsOf = ({ code: _code, ...fields }: IntentionInput) => fields;

  const toRow = (i: Intention) => ({
    mer_intention_id: i.mer_intention_id,
    uid: i.uid,
    mer_id: 0,
    phone: i.phone,
    name: i.name,
    mer_name: i.mer_name,
    merchant_category_id: i.merchant_category_id,
    category_name: store.merchantCategoryById.get(i.merchant_category_id)?.category_name ?? '',
    mer_type_id: i.mer_type_id,
    type_name: store.merchantTypeById.get(i.mer_type_id)?.type_name ?? '',
    images: i.images,
    status: i.status,
    fail_msg: i.fail_msg,
    mark: i.mark,
    create_time: i.create_time,
    update_time: i.update_time,
  });

  app.get('/api/intention/cate', async () => ok(store.merchantSettleCategories));

  app.get('/api/intention/type', async () => ok(store.merchantTypes));

  app.post('/api/intention/create', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const result = validate(readParams(request));
    if (!result.ok) return fail(result.message);
    const now = formatDateTime(new Date());
    const key = auth.principal.key;
    store.state.bucket(store.state.intentions, key).push({
      mer_intention_id: store.state.nextId(),
      key,
      uid: uidOf(key),
      ...fieldsOf(result.input),
      status: 0,
      fail_msg: '',
      mark: '',
      create_time: now,
      update_time: now,
    });
    return okMessage('提交成功');
  });

  app.get('/api/intention/lst', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const { page, limit } = readPaging(readParams(request), 10);
    const mine = [...(store.state.intentions.get(auth.principal.key) ?? [])].reverse();
    const result = paginate(mine, page, limit);
    return ok({ count: result.count, list: result.list.map(toRow) });
  });

  app.get('/api/intention/detail/:id', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const found = (store.state.intentions.get(auth.principal.key) ?? []).find((i) => i.mer_intention_id === pathId(request));
    if (!found) return fail('数据不存在');
    return ok(toRow(found));
  });

  app.post('/api/intention/update/:id', async (request) => {
    const auth = context.guard.require(request);
    if (!auth.ok) return auth.body;
    const found = (store.state.intentions.get(auth.principal.key) ?? []).find((i) => i.mer_intention_id === pathId(request));
    if (!found) return fail('数据不存在');
    if (found.status === 1) return fail('当前状态不能修改');
    const result = validate(readParams(request));
    if (!result.ok) return fail(result.message);
    Object.assign(found, fieldsOf(result.input), { status: 0, fail_msg: '', update_time: formatDateTime(new Date()) });
    return okMessage('修改成功');
  });
}
