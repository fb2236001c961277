import type { PageContextServer } from 'vike/types';

export interface HomeData {
  banners: { image: string; url?: string; link?: string }[];
}

export async function data(pageContext: PageContextServer): Promise<HomeData> {
  const home = await pageContext.mall.getOr<{ pc_home_banner?: HomeData['banners'] }>('/api/pc/home', {});
  return { banners: home.pc_home_banner ?? [] };
}
