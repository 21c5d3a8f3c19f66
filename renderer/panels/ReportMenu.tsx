// Reports of the phase shown, one click away: the printable PDF, the same page as HTML and as plain
// text (in the game's report language), Judge-style text for mail (always English), the map alone, order sheets for the next phase, the whole game's history.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import type { Channel, Input } from '../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../state/api';
import { saveFile } from '../state/download';
import type { Language } from '../i18n';
import { ReportLanguageField } from './ReportLanguageField';

interface Item {
  /** Also the item's key in the `reports` namespace. */
  id: string;
  channel: Extract<Channel, `report:${string}`>;
  input: (gameId: number, seq: number) => Input<Extract<Channel, `report:${string}`>>;
}

const ITEMS: Item[] = [
  { id: 'phase-pdf', channel: 'report:phase', input: (gameId, seq) => ({ gameId, seq, format: 'pdf' }) },
  { id: 'phase-html', channel: 'report:phase', input: (gameId, seq) => ({ gameId, seq, format: 'html' }) },
  { id: 'phase-text', channel: 'report:phase', input: (gameId, seq) => ({ gameId, seq, format: 'text' }) },
  { id: 'phase-judge', channel: 'report:phase', input: (gameId, seq) => ({ gameId, seq, format: 'judge' }) },
  { id: 'map-png', channel: 'report:map', input: (gameId, seq) => ({ gameId, seq, format: 'png' }) },
  { id: 'map-svg', channel: 'report:map', input: (gameId, seq) => ({ gameId, seq, format: 'svg' }) },
  { id: 'sheets-pdf', channel: 'report:sheets', input: (gameId, seq) => ({ gameId, seq, format: 'pdf' }) },
  { id: 'history-text', channel: 'report:history', input: (gameId) => ({ gameId, format: 'text' }) },
  { id: 'history-json', channel: 'report:history', input: (gameId) => ({ gameId, format: 'json' }) },
];

interface Props {
  gameId: number;
  seq: number;
  /** Bumped by the host's Print command: makes the PDF at once. */
  printSignal: number;
  onError(message: string): void;
  /** The game's report language, and how to change it (absent where the game cannot be changed). */
  language: string;
  onLanguage?(language: Language): Promise<void>;
}

export function ReportMenu({ gameId, seq, printSignal, onError, language, onLanguage }: Props) {
  const { t } = useTranslation('reports');
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const make = async (item: Item) => {
    setOpen(false);
    setBusy(item.id);
    try {
      saveFile(await call(api, item.channel, item.input(gameId, seq) as never));
    } catch (e) {
      onError(`${t(`item.${item.id}`)}: ${whatFailed(e)}`);
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (printSignal > 0) void make(ITEMS[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printSignal]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('mousedown', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={box}>
      <button onClick={() => setOpen(!open)} aria-haspopup="menu" aria-expanded={open} data-testid="reports" title={t('title')}>
        {busy ? t('making') : `${t('label')} ▾`}
      </button>
      {open && (
        <div className="menu-pop">
          <ul className="menu" role="menu">
            {ITEMS.map((item) => (
              <li key={item.id} role="none">
                <button role="menuitem" data-testid={`report-${item.id}`} onClick={() => void make(item)}>
                  {t(`item.${item.id}`)}
                </button>
              </li>
            ))}
          </ul>
          <div className="menu-foot">
            <ReportLanguageField value={language} disabled={!onLanguage || busy !== null} onChange={(l) => void onLanguage?.(l)} testId="report-language" />
          </div>
        </div>
      )}
    </div>
  );
}
