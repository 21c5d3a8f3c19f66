// What each key and menu command of the game screen does, as plain functions of the screen's state
// and the order actions (the keys themselves: shortcuts.ts).
import type { AdjutantApi } from '../../../electron/ipc/contract';
import type { Language } from '../../i18n';
import { call, whatFailed } from '../../state/api';
import { fileStem, saveFile } from '../../state/download';
import type { GameState } from '../../state/useGame';
import type { OrderActions } from '../../state/useOrderActions';
import type { Tab } from '../SidePanel';
import type { CommandHandlers, KeyHandlers } from './useGameKeys';
import type { Screen } from './useScreen';

export interface Deps {
  api: AdjutantApi;
  gameId: number;
  state: GameState;
  actions: OrderActions;
  screen: Screen;
  editable: boolean;
  setTab(tab: Tab): void;
  onClose(): void;
}

/** After a mend: its message shown, the dialog closed, the game shown at its current phase again. */
export function afterMend({ screen, state }: Pick<Deps, 'screen' | 'state'>): (message: string) => void {
  return (message) => {
    screen.setInfo(message);
    screen.close();
    state.view(null);
    void state.reload();
  };
}

/** The game's reports from now on in `language`: the game read again, a refusal shown as a notice. */
export async function setReportLanguage({ api, gameId, screen, state }: Pick<Deps, 'api' | 'gameId' | 'screen' | 'state'>, language: Language): Promise<void> {
  try {
    await call(api, 'game:setReportLanguage', { gameId, language });
    await state.reload();
  } catch (e) {
    screen.setNotice(whatFailed(e));
  }
}

export async function exportGame({ api, gameId, screen }: Pick<Deps, 'api' | 'gameId' | 'screen'>): Promise<void> {
  try {
    const file = await call(api, 'game:export', { gameId });
    saveFile({ fileName: `${fileStem(file.game.name)}.adjutant.json`, mimeType: 'application/json', encoding: 'utf8', data: JSON.stringify(file, null, 2) });
  } catch (e) {
    screen.setNotice(`The game was not exported: ${whatFailed(e)}`);
  }
}

export function keyHandlers(d: Deps): KeyHandlers {
  const { actions, screen } = d;
  return {
    m: () => screen.setMode('move'),
    s: () => screen.setMode('support'),
    c: () => screen.setMode('convoy'),
    f: screen.fitBoard,
    'ctrl+z': () => void actions.undo(),
    'ctrl+shift+z': () => void actions.redo(),
    'ctrl+y': () => void actions.redo(),
    // Adjudication has its own key, far from Enter: Ctrl+Enter only ever enters orders.
    f9: () => d.editable && void actions.preview(),
    '/': () => {
      d.setTab('orders');
      screen.focusOrderBox();
    },
    '?': () => screen.open('help'),
    'ctrl+o': d.onClose,
    'ctrl+p': screen.printReport,
    'ctrl+e': () => void exportGame(d),
    'ctrl+arrowright': () => d.state.view(null),
    '1': () => d.setTab('orders'),
    '2': () => d.setTab('results'),
    '3': () => d.setTab('history'),
    '4': () => d.setTab('mend'),
    p: () => screen.open('projector'),
  };
}

export function commandHandlers(d: Deps): CommandHandlers {
  const { actions, screen } = d;
  return {
    undo: () => void actions.undo(),
    redo: () => void actions.redo(),
    'fit-board': screen.fitBoard,
    adjudicate: () => d.editable && void actions.preview(),
    export: () => void exportGame(d),
    print: screen.printReport,
    rules: () => screen.open('rules'),
  };
}
