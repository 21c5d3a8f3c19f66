// Variants in the service: the ones Adjutant ships (engine/map/variants.ts) and a GM's own, imported
// from a file, validated whole, kept in the archive (migration 0008) and loaded from there whenever a
// game played on one is opened. docs/variants.md.
import { attachGeometry, boardGeometry, type GameMap, loadGeometry, loadVariant, mapOf, VARIANTS, variantSummary } from '../../engine/index';
import type { Archive } from '../archive/db';
import { repositories, type Repositories } from '../archive/repositories/index';
import type { StoredVariant } from '../archive/repositories/variants';
import { DEFAULT_ACTOR, logEvent } from './context';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import { object, optional, str } from './validate';
import type { VariantFileView, VariantView } from './types';

export type { VariantView } from './types';

const refuse = refusals('variants', {
  'not-json': 'the variant file is not JSON: {{detail}}',
  'not-an-object': 'the variant file should hold one JSON object',
  shipped: "variant id '{{id}}' is a variant Adjutant ships: give yours another id",
  'in-archive': "a variant with id '{{id}}' is already in this archive (variants are never replaced: games are played on it)",
  'not-loaded': "variant '{{id}}' did not load back",
  'no-variant': "no variant '{{id}}' in Adjutant or in this archive",
  faults: { one: 'the variant file has {{count}} fault: {{faults}}', other: 'the variant file has {{count}} faults: {{faults}}' },
  'no-board': 'the variant names board \'{{board}}\', which Adjutant does not ship: give its drawing as "geometry" (docs/variants.md)',
  'board-faults': { one: "the variant's board has {{count}} fault: {{faults}}", other: "the variant's board has {{count}} faults: {{faults}}" },
});

// Loaded maps of stored variants, by id, with the text they were loaded from: a row is never edited,
// but two archives may hold different variants under one id, so the text decides.
const loadedOwn = new Map<string, { data: string; geometry: string | null; map: GameMap }>();

function loadStored(row: StoredVariant): GameMap | null {
  const known = loadedOwn.get(row.id);
  if (known && known.data === row.data && known.geometry === row.geometry) return known.map;
  const map = loadVariant(JSON.parse(row.data));
  if (!map.ok) return null;
  if (row.geometry !== null) {
    const geometry = loadGeometry(JSON.parse(row.geometry), map.value);
    if (geometry.ok) attachGeometry(map.value, geometry.value);
  }
  loadedOwn.set(row.id, { data: row.data, geometry: row.geometry, map: map.value });
  return map.value;
}

/** The map of a variant: shipped, or a GM's own from this archive; null when neither has it. */
export function variantMap(repos: Repositories, id: string): GameMap | null {
  const shipped = mapOf(id);
  if (shipped) return shipped;
  const row = repos.variants.get(id);
  return row ? loadStored(row) : null;
}

/** The map of a variant, looked up in an open archive outside any other transaction (the CLI's views). */
export function variantMapIn(archive: Archive, id: string): GameMap | null {
  return mapOf(id) ?? archive.db.transaction(() => variantMap(repositories(archive.db), id)).deferred();
}

/** Every variant a game can be created on here: the shipped ones, then this archive's own. */
export function variantIds(repos: Repositories): string[] {
  return [...VARIANTS, ...repos.variants.list().map((v) => v.id)];
}

export const noVariantInput = object({});

export function listVariants(archive: Archive, input: unknown = {}): Promise<ServiceResult<VariantView[]>> {
  return serveChecked(noVariantInput, input, () => {
    // It takes nothing; a field it was given anyway is refused by name, not dropped.
    return snapshot(archive, (repos) => {
      const shipped = VARIANTS.map((id): VariantView => ({ ...variantSummary(mapOf(id)!), source: 'shipped', importedAt: null }));
      const own = repos.variants.list().flatMap((row): VariantView[] => {
        const map = loadStored(row);
        return map ? [{ ...variantSummary(map), source: 'imported', importedAt: row.importedAt }] : [];
      });
      return success([...shipped, ...own]);
    });
  });
}

export const variantImportShape = object({ text: str({ min: 1, max: 20_000_000 }), actor: optional(str({ min: 1, max: 100 })) });

/**
 * Imports a GM's own variant from a file's text: a variant file (docs/variants.md), with its drawn
 * board as `geometry` unless it plays on a shipped board (`base`, or `board: "standard"`). Every
 * fault is returned at once (details: the faults with their codes); nothing is stored unless all is well.
 */
export function importVariant(archive: Archive, input: { text: string; actor?: string }): Promise<ServiceResult<VariantView>> {
  return serveChecked(variantImportShape, input, (checked) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(checked.text);
    } catch (e) {
      return refuse('bad-variant', 'not-json', { detail: (e as Error).message });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse('bad-variant', 'not-an-object');
    const { geometry, ...data } = parsed as Record<string, unknown>;
    const valid = checkVariantFile({ data, geometry: geometry === undefined ? null : geometry });
    if (!valid.ok) return valid;
    const id = valid.value.map.id;
    if (mapOf(id)) return refuse('name-taken', 'shipped', { id });
    const actor = checked.actor ?? DEFAULT_ACTOR;
    return transact(archive, (repos) => {
      if (repos.variants.get(id)) return refuse('name-taken', 'in-archive', { id });
      const row = storeVariant(archive, repos, valid.value, actor);
      const loaded = loadStored(row);
      return loaded ? success({ ...variantSummary(loaded), source: 'imported', importedAt: row.importedAt }) : refuse('bad-variant', 'not-loaded', { id });
    });
  });
}

/** A variant file and its drawn board (null: the board of a shipped map it names), as the archive keeps them. */
export interface VariantFile {
  data: Record<string, unknown>;
  geometry: unknown;
}

/** Validates a variant file and its board whole, every fault named; the loaded map when all is well. */
export function checkVariantFile(file: VariantFile): ServiceResult<VariantFile & { map: GameMap }> {
  const map = loadVariant(file.data);
  if (!map.ok) return refuse('bad-variant', 'faults', { count: map.error.length, faults: map.error.map((f) => f.message).join('; ') }, map.error);
  const board = file.geometry === null ? boardGeometry(map.value.board) : loadGeometry(file.geometry, map.value);
  if (board === null) {
    return refuse('bad-variant', 'no-board', { board: map.value.board });
  }
  if ('ok' in board && !board.ok)
    return refuse('bad-variant', 'board-faults', { count: board.error.length, faults: board.error.map((f) => f.message).join('; ') }, board.error);
  return success({ ...file, map: map.value });
}

/** The archive's row for a variant file, as stored. */
export const variantRow = (file: VariantFile & { map: GameMap }, importedAt: string, importedBy: string): StoredVariant => ({
  id: file.map.id,
  name: file.map.name,
  data: JSON.stringify(file.data),
  geometry: file.geometry === null ? null : JSON.stringify(file.geometry),
  importedAt,
  importedBy,
});

/** Stores a checked variant (inside the caller's transaction) and logs it. */
export function storeVariant(
  archive: Archive,
  repos: Repositories,
  file: VariantFile & { map: GameMap },
  actor: string,
  details: Record<string, unknown> = {},
): StoredVariant {
  const row = variantRow(file, archive.now(), actor);
  repos.variants.insert(row);
  logEvent(archive, repos, null, actor, 'variant-imported', { id: row.id, name: row.name, ...details });
  return row;
}

/** A GM's own variant as stored, for a window to load itself (null for a shipped one: the window has those). */
export const variantRefShape = object({ id: str({ min: 1, max: 64 }) });

export function getVariant(archive: Archive, input: { id: string }): Promise<ServiceResult<VariantFileView | null>> {
  return serveChecked(variantRefShape, input, (checked): ServiceResult<VariantFileView | null> => {
    const id = checked.id;
    if (mapOf(id)) return success(null);
    return snapshot(archive, (repos): ServiceResult<VariantFileView | null> => {
      const row = repos.variants.get(id);
      return row ? success({ id: row.id, data: row.data, geometry: row.geometry }) : refuse('not-found', 'no-variant', { id });
    });
  });
}
