// The archive's games: search, open, start a new game, import a game file.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n';
import type { ArchiveInfo, GameSummary, MenuCommand } from '../../electron/ipc/contract';
import { call, whatFailed, ServiceFailure, useApi } from '../state/api';
import { LanguageChooser } from './LanguageChooser';
import { NewGameForm } from './NewGameForm';
import { variantFaultText } from '../i18n/variantFaults';
import { reasonWords, subjectWords } from '../i18n/readReasons';

interface Props {
  info: ArchiveInfo | null;
  onOpen(gameId: number): void;
  command: { command: MenuCommand; n: number } | null;
}

export function GameListPanel({ info, onOpen, command }: Props) {
  const { t, i18n } = useTranslation('games');
  const api = useApi();
  const [games, setGames] = useState<GameSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const variantInput = useRef<HTMLInputElement>(null);

  // A GM's own variant (docs/variants.md): checked whole by the main process; every fault is shown.
  const importVariantFile = async (file: File) => {
    try {
      const v = await call(api, 'variant:import', { text: await file.text() });
      setMessage({ tone: 'ok', text: t('importedVariant', { name: v.name, id: v.id }) });
    } catch (e) {
      const details = e instanceof ServiceFailure && Array.isArray(e.error.details) ? (e.error.details as { code?: string; message: string }[]) : [];
      const text = details.length
        ? t('variantFaults', { file: file.name, count: details.length, faults: details.map(variantFaultText).join(t('faultJoiner')) })
        : t('fileRefused', { file: file.name, reason: whatFailed(e) });
      setMessage({ tone: 'error', text });
    }
  };

  const load = useCallback(async () => {
    try {
      const list = await call(api, 'game:list', search.trim() ? { search: search.trim(), limit: 500 } : { limit: 500 });
      setGames(list.games);
      setTotal(list.total);
    } catch (e) {
      setMessage({ tone: 'error', text: whatFailed(e) });
    }
  }, [api, search]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => api.onEvent((e) => e.kind === 'archive-changed' && void load()), [api, load]);
  useEffect(() => {
    if (command?.command === 'new-game') setCreating(true);
    if (command?.command === 'import') fileInput.current?.click();
    if (command?.command === 'import-variant') variantInput.current?.click();
  }, [command]);

  // Any format Adjutant reads; a Judge or MILA game that Adjutant rules otherwise is stored only once the GM accepts the differences.
  const importFile = async (file: File) => {
    try {
      const input = await importInput(file);
      let audit = await call(api, 'game:importAny', input);
      if (!audit.stored) {
        const shown = audit.differences.slice(0, 12).map((d) =>
          t('difference', {
            phase: d.phase,
            place: reasonWords(d.place, 'place'),
            subject: d.subject ? `${subjectWords(d.subject)}: ` : '',
            file: reasonWords(d.file, 'differs'),
            adjutant: reasonWords(d.adjutant, 'differs'),
          }),
        );
        const more = audit.differences.length > shown.length ? [t('moreDifferences', { count: audit.differences.length - shown.length })] : [];
        const question = t('differsQuestion', { file: file.name, count: audit.differences.length, list: [...shown, ...more].join('\n') });
        if (!window.confirm(question)) {
          setMessage({ tone: 'error', text: t('notImported', { file: file.name, count: audit.differences.length }) });
          return;
        }
        audit = await call(api, 'game:importAny', { ...input, acceptDifferences: true });
      }
      const name = audit.stored?.name ?? '';
      const count = audit.differences.length;
      setMessage({ tone: 'ok', text: count ? t('importedWithRulings', { name, count }) : t('imported', { name }) });
      await load();
    } catch (e) {
      setMessage({ tone: 'error', text: t('fileRefused', { file: file.name, reason: whatFailed(e) }) });
    }
  };

  return (
    <main className="games">
      <header className="games-head">
        <h1>Adjutant</h1>
        <input type="search" placeholder={t('find')} aria-label={t('find')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <button data-testid="new-game" className="primary" onClick={() => setCreating(true)} title={t('newGame.title')}>
          {t('newGame.label')}
        </button>
        <button onClick={() => fileInput.current?.click()}>{t('import')}</button>
        <button onClick={() => variantInput.current?.click()} data-testid="import-variant">
          {t('importVariant')}
        </button>
        <HiddenFileInput inputRef={variantInput} accept=".json,application/json" testId="import-variant-file" onFile={(f) => void importVariantFile(f)} />
        <HiddenFileInput
          inputRef={fileInput}
          accept=".json,.adjutant,.txt,.jdip,application/json,text/plain"
          testId="import-file"
          onFile={(f) => void importFile(f)}
        />
        <LanguageChooser />
      </header>
      {message && (
        <div className={`banner ${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      {creating && (
        <NewGameForm
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            onOpen(id);
          }}
        />
      )}
      <table className="game-table" data-testid="game-list">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('column.game')}</th>
            <th>{t('column.phase')}</th>
            <th>{t('column.status')}</th>
            <th>{t('column.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.id} onDoubleClick={() => onOpen(g.id)}>
              <td>{g.id}</td>
              <td>
                <button className="link" onClick={() => onOpen(g.id)}>
                  {g.name}
                </button>
              </td>
              <td>{g.current ? phaseLabel(g.current.name) : '—'}</td>
              <td>{t(`status.${g.status}`)}</td>
              <td>{new Date(g.updatedAt).toLocaleString(i18n.language)}</td>
            </tr>
          ))}
          {games.length === 0 && (
            <tr>
              <td colSpan={5} className="empty">
                {search ? t('noMatch') : t('noGames')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <footer className="games-foot">
        {t('count', { count: total })} · {info ? t('archive', { path: info.path, schema: info.schemaVersion, host: info.host }) : t('connecting')}
      </footer>
    </main>
  );
}

/** A file chooser opened by a button or a menu command: the file chosen is handed on, and the same file may be chosen again. */
function HiddenFileInput(props: { inputRef: RefObject<HTMLInputElement | null>; accept: string; testId: string; onFile(file: File): void }) {
  return (
    <input
      ref={props.inputRef}
      type="file"
      accept={props.accept}
      hidden
      data-testid={props.testId}
      onChange={(e) => {
        const f = e.target.files?.[0];
        if (f) props.onFile(f);
        e.target.value = '';
      }}
    />
  );
}

/** A file for `game:importAny`: its text, or its bytes in base64 when it is gzip'd (a jDip saved game). */
async function importInput(file: File): Promise<{ text: string; encoding?: 'base64' }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(bytes[0] === 0x1f && bytes[1] === 0x8b)) return { text: new TextDecoder().decode(bytes) };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { text: btoa(binary), encoding: 'base64' };
}
