// The `game` subcommands of the mail: mail (the inbox, mail.ts) and outbox (outbox.ts): one bundle
// (electron/runtime/bundles.mjs).
export { mailCommand } from './mail';
export { outboxCommand, runSub } from './outbox';
