// The shipped boards' drawings as the window fetches them (engine/draw/boardFiles.ts, a chunk per
// board) are the very boards the main process and the reports draw from (engine/draw/boards.ts).
import { describe, expect, it } from 'vitest';
import { boardGeometry, fetchBoard, fetchedBoard, mapOf, SHIPPED_BOARDS, shipsBoard, VARIANTS } from '../../../engine/index';

describe('the shipped boards, fetched', () => {
  it('lists every board a shipped variant draws on that has a drawing, and no other', () => {
    const drawn = [...new Set(VARIANTS.map((id) => mapOf(id)!.board))].filter((board) => boardGeometry(board) !== null);
    expect([...SHIPPED_BOARDS].sort()).toEqual(drawn.sort());
  });

  it('fetches each board as the main process has it, once, and keeps it for the next showing', async () => {
    for (const id of SHIPPED_BOARDS) {
      expect(fetchedBoard(id), `${id}: not fetched yet`).toBeNull();
      const board = await fetchBoard(id);
      expect(board, id).toEqual(boardGeometry(id));
      expect(fetchedBoard(id), id).toBe(board);
      expect(await fetchBoard(id), `${id}: the same drawing again`).toBe(board);
    }
  });

  it('fetches nothing for a board Adjutant has no drawing of, nor for inherited names', async () => {
    for (const id of ['classical-unknown', 'constructor', 'toString', '__proto__']) {
      expect(shipsBoard(id), id).toBe(false);
      expect(await fetchBoard(id), id).toBeNull();
      expect(fetchedBoard(id), id).toBeNull();
    }
  });
});
