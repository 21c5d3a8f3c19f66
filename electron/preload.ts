// The preload: exposes exactly the IPC contract as `window.adjutant` (contextIsolation keeps the
// page away from ipcRenderer itself). Runs sandboxed, so it may only use `electron`'s renderer API;
// it is bundled to CommonJS (out/preload/preload.cjs).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { AdjutantApi, HostEvent } from './ipc/contract';

const EVENT_CHANNEL = 'host:event';

const api: AdjutantApi = {
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  onEvent(listener) {
    const wrapped = (_e: IpcRendererEvent, event: HostEvent) => listener(event);
    ipcRenderer.on(EVENT_CHANNEL, wrapped);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('adjutant', api);
