// The renderer's handle on the host: the contract's `invoke`, and a React context to reach it.
import { createContext, useContext } from 'react';
import { errorText } from '../i18n';
import type { AdjutantApi, Channel, Input, Output, ServiceError } from '../../electron/ipc/contract';

export const ApiContext = createContext<AdjutantApi | null>(null);

export function useApi(): AdjutantApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiContext.Provider>');
  return api;
}

/** Thrown by `call` so screens can show the service's own message. */
export class ServiceFailure extends Error {
  constructor(readonly error: ServiceError) {
    super(error.message);
  }
}

export async function call<C extends Channel>(api: AdjutantApi, channel: C, input: Input<C>): Promise<Output<C>> {
  const out = await api.invoke(channel, input);
  if (!out.ok) throw new ServiceFailure(out.error);
  return out.value;
}

/** What went wrong, for the screen: a refusal of the service worded in the app's language, else the error's message. */
export function whatFailed(e: unknown): string {
  if (e instanceof ServiceFailure) return errorText(e.error);
  return e instanceof Error ? e.message : String(e);
}
