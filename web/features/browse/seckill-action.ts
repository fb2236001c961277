// The seckill card's button text: 已抢光 once nothing is left (a sold-out card never says 立即抢购), else what the
// time slot allows (pc_status 1 running, 2 upcoming, else ended).
export function seckillActionText(slotStatus: number | undefined, item: { stock?: number; percent?: number }): string {
  const soldOut = (item.stock !== undefined && item.stock <= 0) || (item.percent ?? 0) >= 100;
  if (slotStatus === 1) return soldOut ? '已抢光' : '立即抢购';
  if (slotStatus === 2) return '即将开始';
  return '已结束';
}
