// The demo companies' profiles (run once per database): both verified, with codes that pass the GB 32100-2015
// check, so a fresh demo shows a complete 企业信息 page; their licences are drawn pictures naming the company.
import type { FastifyInstance } from 'fastify';
import { registerPictureRoutes } from '../../core/picture-routes.ts';
import { assetUrl, renderPicture } from '../../core/pictures.ts';
import type { DemoMallDatabase } from '../../db/database.ts';

const SEED_TIME = '2025-03-18 10:00:00';
const VERIFIED_TIME = '2025-03-19 15:30:00';

const PROFILES = [
  {
    companyId: 1,
    credit_code: '91310115MA1K4L7Q29',
    legal_person: '李建国',
    address: '上海市浦东新区张江路 1888 号',
    contact_name: '李经理',
    contact_phone: '021-58880000',
    license_image: assetUrl('company-licence', 1),
  },
  {
    companyId: 2,
    credit_code: '91320505MA1NXT3R5T',
    legal_person: '陈志强',
    address: '江苏省苏州市高新区竹园路 209 号',
    contact_name: '陈工',
    contact_phone: '13800000003',
    license_image: assetUrl('company-licence', 2),
  },
];

export function seedCompanyProfiles(db: DemoMallDatabase): void {
  const update = db.prepare(`UPDATE companies SET credit_code = @credit_code, legal_person = @legal_person, address = @address,
    contact_name = @contact_name, contact_phone = @contact_phone, license_image = @license_image, verify_status = 1,
    submit_time = @submitTime, verify_time = @verifyTime WHERE company_id = @companyId`);
  for (const profile of PROFILES) update.run({ ...profile, submitTime: SEED_TIME, verifyTime: VERIFIED_TIME });
}

/** GET /api/demo-assets/company-licence/<company id>.svg: the seeded companies' 营业执照 pictures. */
export function registerLicencePictures(app: FastifyInstance, nameOf: (companyId: number) => string | undefined): void {
  registerPictureRoutes(app, ['company-licence'], (_kind, id) => {
    const name = /^\d{1,9}$/.test(id) ? nameOf(Number(id)) : undefined;
    return name
      ? renderPicture({ width: 800, height: 560, title: name, subtitle: '营业执照（演示）', colour: '#b7950b', style: 'card' })
      : null;
  });
}
