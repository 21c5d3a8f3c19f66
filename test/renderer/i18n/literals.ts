// Issue 32: find the user-facing literals left in the renderer's JSX: text between tags, and string
// values of the attributes a user reads or hears (aria-label, title, placeholder, alt...). The
// allowed exceptions are named in ALLOWED (the app's name, notation, punctuation and symbols).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose string is read or heard by the user. */
export const USER_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label']);

/** Text allowed as a literal: the app's name, and anything without two letters in a row (symbols, notation, digits). */
export const ALLOWED = new Set(['Adjutant', 'Konva', 'JSON', 'PDF', 'HTML', 'DATC']);

const ALLOWED_WORDS = new RegExp(`\\b(${[...ALLOWED].join('|')})\\b`, 'g');
const wordy = (text: string): boolean => /\p{L}{2,}/u.test(text.replace(ALLOWED_WORDS, ''));

export interface Literal {
  file: string;
  line: number;
  text: string;
}

function scan(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() });
  // The text an expression shows as it is: a string, a template's own words, either branch of a
  // condition, either side of || ?? &&. A call's arguments are not shown (t('key') passes a key).
  const shown = (e: ts.Expression): void => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      if (wordy(e.text)) add(e, e.text);
    } else if (ts.isTemplateExpression(e)) {
      const words = [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ');
      if (wordy(words)) add(e, words);
      for (const span of e.templateSpans) shown(span.expression);
    } else if (ts.isConditionalExpression(e)) {
      shown(e.whenTrue);
      shown(e.whenFalse);
    } else if (
      ts.isBinaryExpression(e) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)
    ) {
      shown(e.left);
      shown(e.right);
    } else if (ts.isParenthesizedExpression(e)) shown(e.expression);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && wordy(node.text)) add(node, node.text);
    // {expression} between tags
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) shown(node.expression);
    if (ts.isJsxAttribute(node) && USER_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) {
        if (wordy(init.text)) add(node, init.text);
      } else if (ts.isJsxExpression(init) && init.expression) shown(init.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every literal in the .tsx files under `dir` (paths relative to `root`). */
export function literalsUnder(root: string, dir: string): Literal[] {
  const out: Literal[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx')) out.push(...scan(relative(root, path), readFileSync(path, 'utf8')));
    }
  };
  walk(join(root, dir));
  return out;
}
