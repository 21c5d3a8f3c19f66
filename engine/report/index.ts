// Reports for people: results and whole phases in words, from the adjudicator's data.
export { describeResult } from './explain';
export { illegalPhrase } from './illegal';
