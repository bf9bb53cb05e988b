import { asc, inArray } from 'drizzle-orm';
import type { Language } from 'shared-api';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';

export class LanguageRepository {
  constructor(private readonly db: Db) {}

  /** Every content language, alphabetically. */
  list(): Promise<Language[]> {
    return this.db.select({ id: languages.id, language: languages.language }).from(languages).orderBy(asc(languages.language));
  }

  /** The languages among `ids` that exist. */
  findByIds(ids: number[]): Promise<Language[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select({ id: languages.id, language: languages.language }).from(languages).where(inArray(languages.id, ids));
  }
}
