// One request over the host's WebSocket, answered by id: the answer's shape is the host's envelope.
import type { WebSocket } from 'ws';

export interface Answer {
  id: number;
  result: { ok: boolean; value?: unknown; error?: { code: string; message: string } };
}

/** Sends `{ id, channel, input }` and resolves with the message that answers that id. */
export function ask(ws: WebSocket, id: number, channel: string, input: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString());
      if (msg.id === id) {
        ws.off('message', onMessage);
        resolve(msg);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, channel, input }));
  });
}
