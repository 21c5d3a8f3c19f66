// Types for node24.mjs (plain JavaScript, so that launchers run it on any Node without a build).
export const ARCHIVE_NODE: string;
export function supportsArchive(version?: string): boolean;
export function modernNode(): string | null;
export const ARCHIVE_COMMANDS: readonly string[];
export const TOO_OLD: string;
export function relaunch(node: string, args: string[]): Promise<never>;
export const LAUNCHER_PID_ENV: string;
export function watchLauncher(): void;
