// Types for layers.mjs (a lint plugin in plain JavaScript, so oxlint loads it without a build).

/** Why `spec`, imported by `file` (root-relative, posix), breaks a layer, or null when it may. */
export function layerViolation(file: string, spec: string, typeOnly: boolean): string | null;
/** The plugin: its name, and its one rule (`imports`), in the shape ESLint's and oxlint's JS plugins share. */
export const layersPlugin: { meta: { name: string }; rules: Record<string, unknown> };
export default layersPlugin;
