// 限时秒杀 slots (GET /api/store/product/seckill/select).
export interface SeckillSlot {
  seckill_time_id: number;
  title: string;
  start_time: number;
  end_time: number;
  /** unix seconds */
  start?: number;
  stop?: number;
  /** 0 ended, 1 running, 2 upcoming */
  pc_status: number;
  state: string;
}

export interface SeckillSelect {
  seckillTime: SeckillSlot[];
  seckillTimeIndex: number;
  seckillEndTime: number;
}

export const EMPTY_SECKILL: SeckillSelect = { seckillTime: [], seckillTimeIndex: 0, seckillEndTime: 0 };

export interface RecBlock {
  title: string;
  cid: number;
  image?: string;
  list: import('./types.ts').SpuItem[];
}
