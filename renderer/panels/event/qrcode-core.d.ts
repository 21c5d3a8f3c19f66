// The one function of the `qrcode` package the renderer uses, typed here: @types/qrcode brings all of
// Node's types with it (`/// <reference types="node" />`), which the renderer's type check must not see
// (test/layerTypes.test.ts).
declare module 'qrcode/lib/core/qrcode' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get(row: number, col: number): boolean | number } };
}
