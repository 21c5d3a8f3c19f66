// Types for lazy.mjs (plain JavaScript: the bundles' JSON modules import it as it is).
export function lazyObject<T extends object>(build: () => T): T;
export function resolved<T>(value: T): T;
export function lazyJson(text: string): Record<string, unknown>;
export function lazyJsonFile(url: URL): Record<string, unknown>;
export function lazyJsonFileParts(url: URL, parts: [key: string, start: number, end: number][]): Record<string, unknown>;
