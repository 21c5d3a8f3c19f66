// Schema version 14: a game's report language (issue 32): the language its reports, order sheets
// and printed map are written in (`en`, `fr`, `de`, `it`; electron/reports/language.ts). English
// for the games before. Distinct from reader_languages (0009), the languages orders are read in.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0014: Migration = {
  version: 14,
  name: '0014-report-language',
  creates: [],
  up(db: Database.Database): void {
    // An archive that already has the column (one built whole and then marked older, as some tests do) keeps it.
    const columns = db.prepare("SELECT name FROM pragma_table_info('games')").pluck().all() as string[];
    if (columns.includes('report_language')) return;
    db.exec(`ALTER TABLE games ADD COLUMN report_language TEXT NOT NULL DEFAULT 'en' CHECK (report_language IN ('en', 'fr', 'de', 'it'));`);
  },
};
