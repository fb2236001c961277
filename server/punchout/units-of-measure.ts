// Our products' units (件, 盒, 箱 …) as the UN/ECE Recommendation 20 codes cXML's UnitOfMeasure and OCI's
// NEW_ITEM-UNIT carry; procurement systems map these codes to their own units. A unit we do not know is a
// countable piece (EA), which is what every such unit in the catalogue is.
const CODES: Readonly<Record<string, string>> = {
  件: 'EA',
  个: 'EA',
  只: 'EA',
  台: 'EA',
  把: 'EA',
  支: 'EA',
  块: 'EA',
  根: 'EA',
  张: 'EA',
  条: 'EA',
  片: 'EA',
  本: 'EA',
  册: 'EA',
  盒: 'BX',
  箱: 'CT',
  卷: 'RO',
  瓶: 'BO',
  桶: 'BJ',
  包: 'PK',
  袋: 'BG',
  令: 'RM',
  副: 'PR',
  双: 'PR',
  对: 'PR',
  套: 'SET',
  组: 'SET',
  打: 'DZN',
  千克: 'KGM',
  公斤: 'KGM',
  吨: 'TNE',
  升: 'LTR',
  米: 'MTR',
};

export function unitCodeOf(unitName: string): string {
  return CODES[unitName.trim()] ?? 'EA';
}
