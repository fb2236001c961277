// The buyer's saved invoice titles (抬头管理, docs/mall-api.md §3.9), in the database, per principal. Making one
// the default clears the flag on the others in the same transaction.
import type { ReceiptParams, ReceiptTitleParams } from './params/receipt-params.ts';
import type { DemoMallDatabase } from '../db/database.ts';

/** a saved title keeps the invoice fields as read from the request; the kinds come back as plain numbers */
export interface ReceiptTitleRow extends Omit<ReceiptParams, 'receipt_type' | 'receipt_title_type'> {
  user_receipt_id: number;
  principal: string;
  receipt_type: number;
  receipt_title_type: number;
  is_default: number;
  create_time: string;
}

export interface ReceiptTitleFilter {
  receipt_type?: number;
  receipt_title_type?: number;
  is_default?: number;
}

export function createReceiptTitleStore(db: DemoMallDatabase) {
  const q = {
    list: db.prepare('SELECT * FROM user_receipts WHERE principal = ? ORDER BY is_default DESC, user_receipt_id DESC'),
    get: db.prepare('SELECT * FROM user_receipts WHERE principal = ? AND user_receipt_id = ?'),
    insert: db.prepare(`INSERT INTO user_receipts (principal, receipt_type, receipt_title, receipt_title_type, duty_paragraph, email,
      bank_name, bank_code, address, tel, is_default, create_time) VALUES (@principal, @receipt_type, @receipt_title, @receipt_title_type,
      @duty_paragraph, @email, @bank_name, @bank_code, @address, @tel, @is_default, @create_time)`),
    update: db.prepare(`UPDATE user_receipts SET receipt_type = @receipt_type, receipt_title = @receipt_title,
      receipt_title_type = @receipt_title_type, duty_paragraph = @duty_paragraph, email = @email, bank_name = @bank_name,
      bank_code = @bank_code, address = @address, tel = @tel, is_default = @is_default
      WHERE principal = @principal AND user_receipt_id = @user_receipt_id`),
    clearDefault: db.prepare('UPDATE user_receipts SET is_default = 0 WHERE principal = ?'),
    setDefault: db.prepare('UPDATE user_receipts SET is_default = 1 WHERE principal = ? AND user_receipt_id = ?'),
    remove: db.prepare('DELETE FROM user_receipts WHERE principal = ? AND user_receipt_id = ?'),
  };

  const get = (principal: string, id: number) => q.get.get(principal, id) as ReceiptTitleRow | undefined;

  const columns = (input: ReceiptTitleParams) => ({
    receipt_type: input.receipt_type,
    receipt_title: input.receipt_title,
    receipt_title_type: input.receipt_title_type,
    duty_paragraph: input.duty_paragraph,
    email: input.email,
    bank_name: input.bank_name,
    bank_code: input.bank_code,
    address: input.address,
    tel: input.tel,
    is_default: input.is_default ? 1 : 0,
  });

  return {
    /** the default first, then the newest */
    list(principal: string, filter: ReceiptTitleFilter = {}): ReceiptTitleRow[] {
      return (q.list.all(principal) as ReceiptTitleRow[]).filter(
        (row) =>
          (filter.receipt_type === undefined || row.receipt_type === filter.receipt_type) &&
          (filter.receipt_title_type === undefined || row.receipt_title_type === filter.receipt_title_type) &&
          (filter.is_default === undefined || row.is_default === filter.is_default),
      );
    },
    get,
    create: db.transaction((principal: string, input: ReceiptTitleParams, createTime: string): ReceiptTitleRow => {
      if (input.is_default) q.clearDefault.run(principal);
      const id = Number(q.insert.run({ principal, ...columns(input), create_time: createTime }).lastInsertRowid);
      return get(principal, id) as ReceiptTitleRow;
    }),
    /** false when the title is not the principal's */
    update: db.transaction((principal: string, id: number, input: ReceiptTitleParams): boolean => {
      if (!get(principal, id)) return false;
      if (input.is_default) q.clearDefault.run(principal);
      return q.update.run({ principal, user_receipt_id: id, ...columns(input) }).changes === 1;
    }),
    makeDefault: db.transaction((principal: string, id: number): boolean => {
      if (!get(principal, id)) return false;
      q.clearDefault.run(principal);
      return q.setDefault.run(principal, id).changes === 1;
    }),
    remove: (principal: string, id: number): boolean => q.remove.run(principal, id).changes === 1,
  };
}

export type ReceiptTitleStore = ReturnType<typeof createReceiptTitleStore>;
