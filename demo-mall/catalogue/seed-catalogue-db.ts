// The small seed's catalogue in an in-memory database of its own: for checks that want the goods without a mall
// (seed and invoice-profile tests), so they need not open databases themselves.
import { IN_MEMORY, openDatabase } from '../db/database.ts';
import { type Catalogue, createCatalogue } from './catalogue.ts';

export function createSeedCatalogue(): Catalogue {
  return createCatalogue(openDatabase(IN_MEMORY));
}
