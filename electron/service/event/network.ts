// The event network from the director's window (issue 29 item 1): its state, start and stop. The
// host supplies the control (electron/host/lan.ts); this is the channel's checked front to it.
import { serveChecked, type ServiceResult } from '../result';
import { object, oneOf, optional } from '../validate';
import type { NetworkControl, NetworkView } from './types';
import { refuse } from './refusals';

export const networkShape = object({ action: optional(oneOf(['status', 'start', 'stop'] as const)) });

export function eventNetwork(control: NetworkControl | undefined, input: { action?: 'status' | 'start' | 'stop' }): Promise<ServiceResult<NetworkView>> {
  return serveChecked(networkShape, input, (v) => {
    if (!control) return refuse('invalid-input', 'not-served');
    if (v.action === 'start') return control.start();
    if (v.action === 'stop') return control.stop();
    return { ok: true, value: control.status() };
  });
}
