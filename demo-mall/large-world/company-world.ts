// The large world's people and their company's setup (docs/adr/0085): the other companies with their owners, and
// 上海东联's members, unit tree (four levels), cost centres, approval rules, budgets and agreed prices. Rows are the
// ones the mall's own forms write (same columns, same JSON), inserted in one transaction per kind.
import { companyRemittanceCode } from '#shared/company/remittance-codes.ts';
import type { Rng } from '../core/prng.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { PickedSku } from './catalogue-step.ts';
import type { WorldSize } from './world-size.ts';

/** 上海东联 (demo company 1) and its 管理员 13800000002 (uid 2). */
export const HOME_COMPANY = 1;
export const HOME_ADMIN = 2;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志红斌鹏宇浩凯健俊帆晨';
const CITY = ['上海', '苏州', '无锡', '宁波', '杭州', '南京', '常州', '嘉兴', '合肥', '青岛', '天津', '佛山', '东莞', '武汉'];
const TRADE = ['机电', '精密', '自动化', '五金', '液压', '电气', '重工', '模具', '仪表', '新材料', '环保设备', '紧固件'];
const FORM = ['有限公司', '股份有限公司', '科技有限公司', '制造有限公司'];
const UNIT_WORDS = ['采购', '生产', '设备', '质量', '工程', '仓储', '维修', '研发', '安环', '物流', '行政', '财务'];
/** Roles of 上海东联's members beyond its 管理员, by share: most buy, a few approve, pay or only look. */
const ROLES = ['buyer', 'buyer', 'buyer', 'buyer', 'buyer', 'buyer', 'approver', 'finance', 'viewer', 'admin'] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const personName = (rng: Rng) => `${rng.pick([...SURNAMES])}${rng.pick([...GIVEN])}${rng.chance(0.6) ? rng.pick([...GIVEN]) : ''}`;

export interface HomeCompany {
  /** member uids of 上海东联 by role, the 管理员 first among admins */
  members: { uid: number; role: string; unitId: number }[];
  unitIds: number[];
  costCenterIds: number[];
}

/** The login every generated account shares: the demo password's stored hash (one scrypt for all). */
function sharedPassword(db: DemoMallDatabase): { salt: string; hash: string } {
  const row = db.prepare('SELECT password_salt AS salt, password_hash AS hash FROM users WHERE uid = ?').get(HOME_ADMIN);
  if (!row) throw new Error('the demo accounts must be seeded before the large world');
  return row as { salt: string; hash: string };
}

/** The other companies (verified, each with its owner as 管理员 and its root unit). */
export function seedOtherCompanies(db: DemoMallDatabase, size: WorldSize, rng: Rng, time: string): void {
  const login = sharedPassword(db);
  const insertUser = db.prepare(`INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, zone_id, user_type,
      create_time) VALUES (@phone, @phone, @nickname, '', @salt, @hash, 0, 'pc', @time)`);
  const insertCompany = db.prepare(`INSERT INTO companies (company_id, name, owner_uid, remittance_code, credit_code, legal_person,
      address, contact_name, contact_phone, verify_status, submit_time, verify_time, credit_limit_fen)
    VALUES (@id, @name, @uid, @code, @creditCode, @person, @address, @person, @phone, 1, @time, @time, @credit)`);
  const insertOwner = db.prepare("INSERT INTO company_members (company_id, uid, role, status, join_time) VALUES (?, ?, 'admin', 1, ?)");
  const insertRoot = db.prepare('INSERT INTO company_units (company_id, parent_id, name, create_time) VALUES (?, NULL, ?, ?)');
  const setUnit = db.prepare('UPDATE company_members SET unit_id = ? WHERE company_id = ? AND uid = ?');
  const taken = new Set<string>();
  db.transaction(() => {
    for (let id = 3; id <= size.companies; id++) {
      let name = '';
      for (let attempt = 0; name === '' || taken.has(name); attempt++) {
        name = `${rng.pick(CITY)}${rng.pick([...SURNAMES])}${rng.pick(['泰', '达', '联', '恒', '鑫', '盛', '宏', '嘉'])}${rng.pick(TRADE)}${rng.pick(FORM)}`;
        if (attempt > 5) name = `${name}${id}`;
      }
      taken.add(name);
      const phone = `137${pad(id, 8)}`;
      const person = personName(rng);
      const uid = Number(insertUser.run({ phone, nickname: person, ...login, time }).lastInsertRowid);
      insertCompany.run({
        id,
        name,
        uid,
        code: companyRemittanceCode(id),
        creditCode: `91310${pad(id, 13)}`,
        person,
        address: `${rng.pick(CITY)}市工业园区${rng.int(1, 999)}号`,
        phone,
        time,
        credit: rng.int(10, 500) * 100_000,
      });
      insertOwner.run(id, uid, time);
      const root = Number(insertRoot.run(id, name, time).lastInsertRowid);
      setUnit.run(root, id, uid);
    }
  })();
}

/** 200 units under 上海东联's root, four levels deep: a few divisions, their departments, teams and groups. */
function seedUnits(db: DemoMallDatabase, size: WorldSize, rng: Rng, time: string): number[] {
  const rootRow = db.prepare('SELECT unit_id FROM company_units WHERE company_id = ? AND parent_id IS NULL').get(HOME_COMPANY) as
    | { unit_id: number }
    | undefined;
  const insert = db.prepare('INSERT INTO company_units (company_id, parent_id, name, create_time) VALUES (?, ?, ?, ?)');
  const root = rootRow?.unit_id ?? Number(insert.run(HOME_COMPANY, null, '上海东联工业设备有限公司', time).lastInsertRowid);
  const ids = [root];
  // levels 2..4 in breadth order: each level's units spread over the one above, so the tree is four deep
  const perLevel = [Math.max(2, Math.round((size.units - 1) * 0.06)), Math.max(3, Math.round((size.units - 1) * 0.24))];
  const levels: number[][] = [[root]];
  let made = 1;
  for (let level = 1; level <= 3 && made < size.units; level++) {
    const count = level === 3 ? size.units - made : Math.min(perLevel[level - 1] ?? 1, size.units - made);
    const parents = levels[level - 1] ?? [root];
    const here: number[] = [];
    for (let i = 0; i < count; i++) {
      const parent = parents[i % parents.length] ?? root;
      const suffix = ['事业部', '部', '科', '组'][level] ?? '组';
      const name = `${rng.pick(CITY)}${rng.pick(UNIT_WORDS)}${suffix}${pad(made, 3)}`;
      const id = Number(insert.run(HOME_COMPANY, parent, name, time).lastInsertRowid);
      here.push(id);
      ids.push(id);
      made++;
    }
    levels.push(here);
  }
  return ids;
}

/** 上海东联's members (phones 139…), each in a unit, the heads of the first units among them. */
export function seedHomeCompany(db: DemoMallDatabase, size: WorldSize, rng: Rng, time: string): HomeCompany {
  const login = sharedPassword(db);
  return db.transaction((): HomeCompany => {
    const unitIds = seedUnits(db, size, rng, time);
    const insertUser = db.prepare(`INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, zone_id, user_type,
        create_time) VALUES (@phone, @phone, @nickname, '', @salt, @hash, 0, 'pc', @time)`);
    const insertMember = db.prepare(`INSERT INTO company_members (company_id, uid, role, status, invited_by, join_time, unit_id)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    const head = db.prepare('UPDATE company_units SET head_uid = ? WHERE unit_id = ?');
    const root = unitIds[0] as number;
    db.prepare('UPDATE company_members SET unit_id = ? WHERE company_id = ? AND uid = ?').run(root, HOME_COMPANY, HOME_ADMIN);
    const members: HomeCompany['members'] = [{ uid: HOME_ADMIN, role: 'admin', unitId: root }];
    for (let i = 1; i < size.members; i++) {
      const phone = `139${pad(i, 8)}`;
      const uid = Number(insertUser.run({ phone, nickname: personName(rng), ...login, time }).lastInsertRowid);
      const role = rng.pick(ROLES);
      const unitId = unitIds[i % unitIds.length] as number;
      // one in fifty left the company (禁用), as a real roster has
      insertMember.run(HOME_COMPANY, uid, role, rng.chance(0.02) ? 0 : 1, HOME_ADMIN, time, unitId);
      members.push({ uid, role, unitId });
      if (i < unitIds.length) head.run(uid, unitId);
    }
    const costCenterIds = seedCostCenters(db, unitIds, rng, time);
    return { members, unitIds, costCenterIds };
  })();
}

function seedCostCenters(db: DemoMallDatabase, unitIds: readonly number[], rng: Rng, time: string): number[] {
  const insert = db.prepare(`INSERT INTO company_cost_centers (company_id, name, code, status, create_time, update_time, unit_id)
    VALUES (?, ?, ?, 1, ?, ?, ?)`);
  const ids: number[] = [];
  for (let i = 1; i <= 40; i++) {
    const unit = i % 4 === 0 ? null : (unitIds[i % unitIds.length] ?? null);
    ids.push(
      Number(insert.run(HOME_COMPANY, `${rng.pick(UNIT_WORDS)}成本中心${pad(i, 2)}`, `CC${pad(i, 4)}`, time, time, unit).lastInsertRowid),
    );
  }
  return ids;
}

/** Ordered approval rules (amount bands, a unit's own rule, over limit, over budget) and budgets per unit and cost centre. */
export function seedRulesAndBudgets(db: DemoMallDatabase, home: HomeCompany, today: string, time: string): void {
  const rule = db.prepare(`INSERT INTO company_approval_rules (company_id, sort, name, min_fen, max_fen, category_id, unit_id,
      requester_role, over_limit, over_budget, levels, update_uid, update_time)
    VALUES (@company, @sort, @name, @min, @max, NULL, @unit, @role, @overLimit, @overBudget, @levels, ${HOME_ADMIN}, @time)`);
  const approvers = home.members.filter((m) => m.role === 'approver').map((m) => m.uid);
  const rules = [
    { name: '万元以上采购', min: 1_000_000, max: null, unit: null, role: null, overLimit: 0, overBudget: 0 },
    { name: '五千至一万元', min: 500_000, max: 999_999, unit: null, role: 'buyer', overLimit: 0, overBudget: 0 },
    { name: '超出个人限额', min: null, max: null, unit: null, role: null, overLimit: 1, overBudget: 0 },
    { name: '超出部门预算', min: null, max: null, unit: null, role: null, overLimit: 0, overBudget: 1 },
    { name: '设备事业部专用', min: 200_000, max: null, unit: home.unitIds[1] ?? null, role: null, overLimit: 0, overBudget: 0 },
  ];
  const budget = db.prepare(`INSERT INTO company_budgets (company_id, unit_id, cost_center_id, period, base_fen, amount_fen, start_date,
      end_date, renew, carry_over, mode, update_uid, update_time)
    VALUES (${HOME_COMPANY}, @unit, @center, @period, @fen, @fen, @start, @end, 1, 0, @mode, ${HOME_ADMIN}, @time)`);
  const year = today.slice(0, 4);
  db.transaction(() => {
    rules.forEach((r, index) => {
      const level = (kind: string, role: string | null, uids: number[], mode: string) => ({ kind, role, unit_id: null, uids, mode });
      const levels =
        index === 0
          ? [level('head', null, [], 'any'), level('members', null, approvers.slice(0, 3), 'all')]
          : [index === 1 ? level('head', null, [], 'any') : level('role', 'approver', [], 'any')];
      rule.run({ company: HOME_COMPANY, sort: index + 1, ...r, levels: JSON.stringify(levels), time });
    });
    home.unitIds.slice(1, 61).forEach((unit, index) => {
      budget.run({
        unit,
        center: null,
        period: 'year',
        fen: (index + 1) * 2_000_000,
        start: `${year}-01-01`,
        end: `${year}-12-31`,
        mode: index % 5 === 0 ? 'refuse' : 'hold',
        time,
      });
    });
    home.costCenterIds.slice(0, 20).forEach((center, index) => {
      budget.run({
        unit: null,
        center,
        period: 'year',
        fen: (index + 3) * 1_000_000,
        start: `${year}-01-01`,
        end: `${year}-12-31`,
        mode: 'hold',
        time,
      });
    });
  })();
}

/** Agreed prices in force today: a single tier or a quantity ladder a little under the list price. */
export function seedAgreements(
  db: DemoMallDatabase,
  skus: readonly PickedSku[],
  rng: Rng,
  dates: { start: string; end: string },
  time: string,
): number {
  const insert = db.prepare(`INSERT INTO company_agreement_prices (company_id, mer_id, product_id, sku_unique, tiers, min_qty, step_qty,
      start_date, end_date, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    for (const sku of skus) {
      const first = Math.max(1, Math.round(sku.priceFen * (0.8 + rng.next() * 0.15)));
      const tiers = rng.chance(0.3)
        ? [
            { from: 1, fen: first },
            { from: 10, fen: Math.max(1, Math.round(first * 0.95)) },
            { from: 50, fen: Math.max(1, Math.round(first * 0.9)) },
          ]
        : [{ from: 1, fen: first }];
      insert.run(HOME_COMPANY, sku.merId, sku.productId, sku.unique, JSON.stringify(tiers), 1, 1, dates.start, dates.end, time, time);
    }
  })();
  return skus.length;
}
