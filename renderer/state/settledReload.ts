// The room's screens (round console, standings) read the tournament again after the archive
// changes. At a convention every order set and commit of every board is a change, tens a second:
// reading again at each one kept the host busy serving the same screens (issue 29 item 9). A change
// starts a wait of SETTLE_MS; the changes that come during it are served by the one read at its end.
import type { AdjutantApi } from '../../electron/ipc/contract';

/** How long a room screen lets changes gather before it reads again: well under the second the issue allows. */
export const SETTLE_MS = 250;

/** Calls `load` once per burst of archive changes, at most `ms` after the first; the answer stops listening. */
export function reloadOnChanges(api: Pick<AdjutantApi, 'onEvent'>, load: () => void, ms = SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = api.onEvent((e) => {
    if (e.kind !== 'archive-changed' || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      load();
    }, ms);
  });
  return () => {
    stop();
    if (timer !== null) clearTimeout(timer);
  };
}
