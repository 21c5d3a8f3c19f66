// The renderer's handle on the host: the contract's `invoke`, and a React context to reach it.
import { createContext, useContext } from 'react';
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
