// What the trade module may read and change about a buyer's money and points: the balance (now_money) and
// points (integral) of a user, or of a company account (its own purse, never its owner's). Amounts are fen.
// Callers run these inside their own transaction so a check and its write cannot interleave.
import type { DemoMallDatabase } from '../db/database.ts';

export interface BuyerPurse {
  /** balance in fen, points and SVIP flag; null for an unknown principal */
  read(principalKey: string): { balanceFen: number; points: number; svip: boolean } | null;
  /** adds (or with a negative amount takes) balance; false when it would go below zero */
  addBalance(principalKey: string, deltaFen: number): boolean;
  /** adds (or takes) points; false when they would go below zero */
  addPoints(principalKey: string, delta: number): boolean;
}

export function createBuyerPurse(db: DemoMallDatabase): BuyerPurse {
  /** adds (or takes) to one purse column of a user or a company, unless it would go below zero */
  const adder = (table: 'users' | 'companies', idColumn: 'uid' | 'company_id', column: 'now_money_fen' | 'integral') =>
    db.prepare(`UPDATE ${table} SET ${column} = ${column} + ? WHERE ${idColumn} = ? AND ${column} + ? >= 0`);
  const userRow = db.prepare('SELECT now_money_fen AS balance, integral AS points, is_svip AS svip FROM users WHERE uid = ?');
  const companyRow = db.prepare('SELECT now_money_fen AS balance, integral AS points, 0 AS svip FROM companies WHERE company_id = ?');
  const userMoney = adder('users', 'uid', 'now_money_fen');
  const companyMoney = adder('companies', 'company_id', 'now_money_fen');
  const userPoints = adder('users', 'uid', 'integral');
  const companyPoints = adder('companies', 'company_id', 'integral');

  const parse = (key: string) => {
    const [kind, raw] = key.split(':');
    return { company: kind === 'company', id: Number.parseInt(raw ?? '0', 10) || 0 };
  };
  return {
    read(key) {
      const { company, id } = parse(key);
      const row = (company ? companyRow : userRow).get(id) as { balance: number; points: number; svip: number } | undefined;
      return row ? { balanceFen: row.balance, points: row.points, svip: row.svip > 0 } : null;
    },
    addBalance(key, delta) {
      const { company, id } = parse(key);
      return (company ? companyMoney : userMoney).run(delta, id, delta).changes === 1;
    },
    addPoints(key, delta) {
      const { company, id } = parse(key);
      return (company ? companyPoints : userPoints).run(delta, id, delta).changes === 1;
    },
  };
}
