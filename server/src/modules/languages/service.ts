import type { Language } from 'shared-api';
import type { LanguageRepository } from './repository';

/** The content-language options (GET /api/languages). */
export class LanguageService {
  constructor(private readonly languages: LanguageRepository) {}

  list(): Promise<Language[]> {
    return this.languages.list();
  }
}
