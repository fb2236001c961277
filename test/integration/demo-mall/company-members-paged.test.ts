// The member list pages in SQL (issue 40 §2): with 2,000 members in 上海东联, a page reads its 10 rows and a count,
// not the whole company, and answers the same rows and count as slicing the whole list did.
import { describe, expect, it } from 'vitest';
import { createMemberStore } from '../../../demo-mall/company/members/member-store.ts';
import type { DemoMallDatabase } from '../../../demo-mall/db/database.ts';
import { tradeMallPerBlock } from '../../helpers/mall/malls.ts';

const mall = tradeMallPerBlock();
const MEMBERS = 2000;

function addMembers(db: DemoMallDatabase): void {
  const user = db.prepare(`INSERT INTO users (account, phone, nickname, avatar, password_salt, password_hash, create_time)
    VALUES (?, ?, ?, '', '', '', '2026-01-01 00:00:00')`);
  const member = db.prepare(`INSERT INTO company_members (company_id, uid, role, status, invited_by, join_time)
    VALUES (1, ?, 'buyer', 1, 2, ?)`);
  db.transaction(() => {
    for (let n = 0; n < MEMBERS; n += 1) {
      const phone = `139${String(n).padStart(8, '0')}`;
      const uid = Number(user.run(phone, phone, `采购员${n}`).lastInsertRowid);
      member.run(uid, `2026-02-${String(1 + (n % 28)).padStart(2, '0')} 08:00:00`);
    }
  })();
}

/** The rows every statement run returns, summed. */
function rowsRead(db: DemoMallDatabase): { db: DemoMallDatabase; rows: () => number } {
  let rows = 0;
  const prepare = (sql: string) => {
    const statement = db.prepare(sql);
    return new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key !== 'all' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return (...args: unknown[]) => {
          const found = value.apply(target, args) as unknown[];
          rows += found.length;
          return found;
        };
      },
    });
  };
  return {
    db: new Proxy(db, { get: (target, key) => (key === 'prepare' ? prepare : Reflect.get(target, key, target)) }),
    rows: () => rows,
  };
}

describe('member list at scale', () => {
  it('reads one page of 2,000 members in SQL and answers the same page as before', async () => {
    addMembers(mall.context.db);
    const answer = await mall.get('/api/company/member/lst?page=3&limit=10', mall.companyToken);
    expect(answer.status).toBe(200);
    expect(answer.data.count).toBe(MEMBERS + 1);
    const all = mall.context.db
      .prepare(`SELECT m.uid FROM company_members m JOIN users u ON u.uid = m.uid WHERE m.company_id = 1 ORDER BY m.join_time, m.rowid`)
      .all() as { uid: number }[];
    expect(answer.data.list.map((row: { uid: number }) => row.uid)).toEqual(all.slice(20, 30).map((row) => row.uid));
    const found = await mall.get(`/api/company/member/lst?keyword=${encodeURIComponent('采购员199')}`, mall.companyToken);
    expect(found.data.count).toBe(11);
    const probe = rowsRead(mall.context.db);
    const page = createMemberStore(probe.db).page(1, '', 3, 10);
    expect(page.list.length).toBe(10);
    expect(probe.rows()).toBeLessThanOrEqual(10);
  });
});
