import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';

export const LEGAL_FILES = ['terms_of_service.txt', 'privacy_policy.txt'] as const;
export type LegalFile = (typeof LEGAL_FILES)[number];

const LEGAL_DIR = path.join(SERVER_ROOT, 'legal');

/** The static legal texts, read from server/legal. */
export class LegalService {
  constructor(private readonly dir: string = LEGAL_DIR) {}

  text(file: LegalFile): Promise<string> {
    return readFile(path.join(this.dir, file), 'utf8');
  }
}
