// Reports for people: results and whole phases in words, from the adjudicator's data.
export { describeResult, FAILURE_REASONS } from './explain';
export { illegalPhrase } from './illegal';
export { judgeOrderText, judgeUnitText } from './judge';
export { placeName } from './words';
