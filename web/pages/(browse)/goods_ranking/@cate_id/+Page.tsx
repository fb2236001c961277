// /goods_ranking/{cate_id}: the same ranking page with a category chosen (its +data is inherited).
export { default } from '../+Page.tsx';
