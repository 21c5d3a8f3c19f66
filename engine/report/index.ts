// Reports for people: results and whole phases in words, from the adjudicator's data.
export { describeResult, explainResult, FAILURE_REASONS } from './explain';
export { illegalPhrase, illegalReason, ILLEGAL_REASONS } from './illegal';
export {
  EXPLAIN_CODES,
  EXPLAIN_ENGLISH,
  englishExplainWording,
  wordExplanation,
  type ExplainCode,
  type ExplainParam,
  type ExplainWording,
  type Explanation,
} from './because';
export { judgeOrderText, judgeUnitText } from './judge';
export { placeName, unitName, type NamedUnit } from './words';
