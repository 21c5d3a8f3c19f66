// The order reader and writer's public face: one order, a sheet of them, names, and the writer.
export { parseOrder, readOrder } from './parse';
export { entriesOf, readSheet } from './sheet';
export { gameReadOptions, type GameReading } from './gameReading';
export type { LineDiagnostic, LineStatus, SheetResult } from './sheet';
export { COAST_WORDS, formatOrder } from './format';
export type { OrderStyle } from './format';
export { nameIndex, parseCoast, resolvePower, resolveProvince } from './names';
export type { NameIndex, NameMatch } from './names';
export type { OrderError, OrderErrorCode, ReadNote, ReadOptions, ReadOrder } from './types';
export { isPossible, type Situation } from './possible';
export {
  LANGUAGES,
  LANGUAGE_MAP_ID,
  NAMED_BOARDS,
  READER_LANGUAGES,
  boardNames,
  isOrderWord,
  localAbbreviation,
  localPowerName,
  localProvinceName,
  missingKeys,
  parseLanguages,
} from './languages';
export { READER_ENGLISH, SAY_CODES, englishWording, wordSay } from './says';
export type { Say, SayCode, SayParam, Wording } from './says';
export type { ReaderLanguage, ReaderLanguageCode } from './languages';
