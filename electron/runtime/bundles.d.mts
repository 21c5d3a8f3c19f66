// Types for bundles.mjs (plain JavaScript: the launchers load it before anything is built).
export const BUNDLES: Record<'cli' | 'host', { entry: string; dir: string }>;
export function buildBundle(name: 'cli' | 'host', options?: { quiet?: boolean }): Promise<void>;
export function bundleFresh(name: 'cli' | 'host'): boolean;
export function bundleEntry(name: 'cli' | 'host'): Promise<string>;
export function appFresh(base: string, record: string): boolean;
export function jsonParts(parsed: object, compact: string): [key: string, start: number, end: number][] | null;
