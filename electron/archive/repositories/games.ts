// The games table: insert, fetch, update status and draw type, and the list with each game's
// current phase (one query, so listing thousands of games stays a single indexed pass).
import type Database from 'better-sqlite3';
import type { Phase } from '../../../engine/index';
import type { DrawType, GameOutcome, GameRecord, GameStatus, PhaseStatus } from '../types';

export interface GameFilter {
  status: GameStatus | null;
  variant: string | null;
  /** Part of the name, any case. */
  search: string | null;
  limit: number;
  offset: number;
}

export interface GameListRow extends Omit<GameRecord, 'ruleOptions' | 'readerLanguages' | 'reportLanguage'> {
  /** The latest live phase, or null for a game without phases (cannot happen once created). */
  current: { seq: number; phase: Phase; status: PhaseStatus } | null;
}

interface GameRow {
  id: number;
  name: string;
  variant: string;
  rule_options: string;
  reader_languages?: string;
  report_language?: string;
  draw_type: DrawType;
  status: GameStatus;
  outcome: string | null;
  created_at: string;
  updated_at: string;
}

interface ListRow extends Omit<GameRow, 'rule_options' | 'reader_languages' | 'report_language'> {
  p_seq: number | null;
  p_season: Phase['season'];
  p_year: number;
  p_type: Phase['type'];
  p_status: PhaseStatus;
}

function toGame(r: GameRow): GameRecord {
  return {
    id: r.id,
    name: r.name,
    variant: r.variant,
    ruleOptions: JSON.parse(r.rule_options) as Record<string, string>,
    readerLanguages: r.reader_languages === undefined ? [] : (JSON.parse(r.reader_languages) as string[]),
    reportLanguage: r.report_language ?? 'en',
    drawType: r.draw_type,
    status: r.status,
    outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as GameOutcome),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toListRow(r: ListRow): GameListRow {
  const current = r.p_seq === null ? null : { seq: r.p_seq, phase: { season: r.p_season, year: r.p_year, type: r.p_type }, status: r.p_status };
  return {
    id: r.id,
    name: r.name,
    variant: r.variant,
    drawType: r.draw_type,
    status: r.status,
    outcome: r.outcome === null ? null : (JSON.parse(r.outcome) as GameOutcome),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    current,
  };
}

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(search: string | null): string | null {
  return search === null ? null : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const LIST_WHERE = `(@status IS NULL OR g.status = @status) AND (@variant IS NULL OR g.variant = @variant)
  AND (@search IS NULL OR g.name LIKE @search ESCAPE '\\')`;

export function gamesRepository(db: Database.Database) {
  // An archive still being migrated (a migration before 0014 writing games, or a test building an
  // older archive) has no report_language column yet: its games are written without it.
  const hasReportLanguage = (db.prepare("SELECT count(*) FROM pragma_table_info('games') WHERE name = 'report_language'").pluck().get() as number) > 0;
  const insert =
    db.prepare(`INSERT INTO games (name, variant, rule_options, reader_languages, ${hasReportLanguage ? 'report_language, ' : ''}draw_type, status, outcome, created_at, updated_at)
    VALUES (@name, @variant, @ruleOptions, @readerLanguages, ${hasReportLanguage ? '@reportLanguage, ' : ''}@drawType, @status, @outcome, @createdAt, @updatedAt)`);
  const get = db.prepare('SELECT * FROM games WHERE id = ?');
  const byName = db.prepare('SELECT * FROM games WHERE name = ? COLLATE NOCASE');
  // The current phase comes from the covering index phases_current: no phase row is read.
  const list = db.prepare(`SELECT g.id, g.name, g.variant, g.draw_type, g.status, g.outcome, g.created_at, g.updated_at,
      p.seq AS p_seq, p.season AS p_season, p.year AS p_year, p.type AS p_type, p.status AS p_status
    FROM games g LEFT JOIN phases p INDEXED BY phases_current ON p.game_id = g.id AND p.status <> 'superseded'
      AND p.seq = (SELECT max(seq) FROM phases WHERE game_id = g.id AND status <> 'superseded')
    WHERE ${LIST_WHERE} ORDER BY g.updated_at DESC, g.id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT count(*) FROM games g WHERE ${LIST_WHERE}`).pluck();
  const setStatus = db.prepare('UPDATE games SET status = ?, outcome = ?, updated_at = ? WHERE id = ?');
  const setDrawType = db.prepare('UPDATE games SET draw_type = ?, updated_at = ? WHERE id = ?');
  const touch = db.prepare('UPDATE games SET updated_at = ? WHERE id = ?');
  const setRuleOptions = db.prepare('UPDATE games SET rule_options = ?, updated_at = ? WHERE id = ?');

  return {
    insert(game: Omit<GameRecord, 'id'>): number {
      const info = insert.run({
        ...game,
        ruleOptions: JSON.stringify(game.ruleOptions),
        readerLanguages: JSON.stringify(game.readerLanguages ?? []),
        ...(hasReportLanguage ? { reportLanguage: game.reportLanguage ?? 'en' } : {}),
        outcome: game.outcome === null ? null : JSON.stringify(game.outcome),
      });
      return Number(info.lastInsertRowid);
    },
    get(id: number): GameRecord | undefined {
      const row = get.get(id) as GameRow | undefined;
      return row && toGame(row);
    },
    byName(name: string): GameRecord | undefined {
      const row = byName.get(name) as GameRow | undefined;
      return row && toGame(row);
    },
    list(filter: GameFilter): GameListRow[] {
      const rows = list.all({ ...filter, search: likePattern(filter.search) }) as ListRow[];
      return rows.map(toListRow);
    },
    count(filter: Omit<GameFilter, 'limit' | 'offset'>): number {
      return count.get({ status: filter.status, variant: filter.variant, search: likePattern(filter.search) }) as number;
    },
    setStatus(id: number, status: GameStatus, outcome: GameOutcome | null, at: string): void {
      setStatus.run(status, outcome === null ? null : JSON.stringify(outcome), at, id);
    },
    setDrawType(id: number, drawType: DrawType, at: string): void {
      setDrawType.run(drawType, at, id);
    },
    setRuleOptions(id: number, options: Record<string, string>, at: string): void {
      setRuleOptions.run(JSON.stringify(options), at, id);
    },
    setReportLanguage(id: number, language: string, at: string): void {
      // Prepared when used: an archive still being migrated has no such column (see insert).
      db.prepare('UPDATE games SET report_language = ?, updated_at = ? WHERE id = ?').run(language, at, id);
    },
    touch(id: number, at: string): void {
      touch.run(at, id);
    },
  };
}
