// Delivery addresses (CRMEB user_address rows), keyed by the principal so a company keeps its own. The first
// address becomes the default; making one default clears the others in the same transaction.
import { uidOf } from '../core/login-gate.ts';
import type { DemoMallDatabase } from '../db/database.ts';
import type { addressRegionColumns } from './regions/regions.ts';

export interface AddressRow extends ReturnType<typeof addressRegionColumns> {
  address_id: number;
  principal: string;
  real_name: string;
  phone: string;
  detail: string;
  post_code: string;
  is_default: number;
  create_time: string;
}

export type AddressFields = Omit<AddressRow, 'address_id' | 'principal' | 'is_default' | 'create_time'>;

/** The address as CRMEB sends it. */
export function addressView(row: AddressRow) {
  const { principal, ...rest } = row;
  return { ...rest, uid: uidOf(principal), longitude: '', latitude: '', is_del: 0 };
}

export function createAddressStore(db: DemoMallDatabase) {
  const list = db.prepare('SELECT * FROM addresses WHERE principal = ? ORDER BY is_default DESC, address_id DESC');
  const find = db.prepare('SELECT * FROM addresses WHERE principal = ? AND address_id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE principal = ?');
  const clearDefault = db.prepare('UPDATE addresses SET is_default = 0 WHERE principal = ?');
  const setDefault = db.prepare('UPDATE addresses SET is_default = 1 WHERE principal = ? AND address_id = ?');
  const insert = db.prepare(`
    INSERT INTO addresses (principal, real_name, phone, province, province_id, city, city_id, district, district_id, street,
                           street_id, detail, post_code, is_default, create_time)
    VALUES (@principal, @real_name, @phone, @province, @province_id, @city, @city_id, @district, @district_id, @street,
            @street_id, @detail, @post_code, 0, @create_time)`);
  const update = db.prepare(`
    UPDATE addresses SET real_name = @real_name, phone = @phone, province = @province, province_id = @province_id, city = @city,
      city_id = @city_id, district = @district, district_id = @district_id, street = @street, street_id = @street_id,
      detail = @detail, post_code = @post_code
    WHERE principal = @principal AND address_id = @address_id`);
  const remove = db.prepare('DELETE FROM addresses WHERE principal = ? AND address_id = ?');

  const get = (principal: string, id: number) => find.get(principal, id) as AddressRow | undefined;
  const makeDefault = (principal: string, id: number) => {
    clearDefault.run(principal);
    setDefault.run(principal, id);
  };

  return {
    list: (principal: string) => list.all(principal) as AddressRow[],
    get,
    /** the default address, or the newest one, or undefined */
    preferred: (principal: string) => (list.all(principal) as AddressRow[])[0],
    /** Creates (id 0) or edits the principal's address; undefined when the edited one is not theirs. */
    save: db.transaction(
      (principal: string, id: number, fields: AddressFields, isDefault: boolean, createTime: string): AddressRow | undefined => {
        let addressId = id;
        if (id > 0) {
          if (!get(principal, id)) return undefined;
          update.run({ ...fields, principal, address_id: id });
        } else {
          const first = (count.get(principal) as { n: number }).n === 0;
          addressId = Number(insert.run({ ...fields, principal, create_time: createTime }).lastInsertRowid);
          if (first) makeDefault(principal, addressId);
        }
        if (isDefault) makeDefault(principal, addressId);
        return get(principal, addressId);
      },
    ),
    /** false when the address is not the principal's */
    makeDefault: db.transaction((principal: string, id: number): boolean => {
      if (!get(principal, id)) return false;
      makeDefault(principal, id);
      return true;
    }),
    remove: (principal: string, id: number) => remove.run(principal, id).changes === 1,
  };
}

export type AddressStore = ReturnType<typeof createAddressStore>;
