// Types for layers.mjs (an ESLint plugin in plain JavaScript, so ESLint loads it without a build).
import type { ESLint } from 'eslint';

/** Why `spec`, imported by `file` (root-relative, posix), breaks a layer, or null when it may. */
export function layerViolation(file: string, spec: string, typeOnly: boolean): string | null;
export const layersPlugin: ESLint.Plugin;
