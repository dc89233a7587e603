/**
 * Issue 15 scope 4: every word the player sees comes from the string tables (src/ui/text/*.ts, gathered in
 * src/ui/strings.ts), so that French covers every screen. This test reads each component (src/ui/**\/*.tsx) with
 * the TypeScript compiler and fails on text written in place: JSX text, a string literal as a JSX child, or a
 * string literal in an attribute the player sees or hears (aria-label, title, placeholder, alt...).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../src/ui');

/** Attributes whose value is shown or read aloud to the player. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/**
 * Text that is not words, allowed in place (the allow-list). Keep it short: anything a translator would change
 * belongs in the tables.
 */
const ALLOWED = [
  // No letter at all: symbols, punctuation, arrows, separators and numbers ("✕", "·", "3 / 4", "−2").
  /^[^\p{L}]*$/u,
];

function isAllowed(text: string): boolean {
  return ALLOWED.some((re) => re.test(text));
}

/**
 * A literal that reads as a phrase for people: a capitalised word followed by more words ("Start battle"), or words
 * ending in sentence punctuation. Class names ("die landed"), file types and CSS (braces) do not match.
 */
function looksLikeSentence(text: string): boolean {
  if (/[{};<>=]/.test(text) || /^(https?:|\.)/.test(text)) return false;
  return /^\p{Lu}\p{Ll}+(\s+\p{L}+)+/u.test(text.trim()) || /\p{L}+\s+\p{L}+.*[.!?…]$/u.test(text.trim());
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? tsxFiles(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );
}

/** The literal texts of one component file, with their line numbers. */
export function literalTexts(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (n: ts.Node, text: string) =>
    found.push(`${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${JSON.stringify(text.trim())}`);
  const visit = (n: ts.Node): void => {
    if (ts.isJsxText(n)) {
      const text = n.getText(sf);
      if (text.trim() !== '' && !isAllowed(text)) at(n, text);
    } else if (ts.isJsxExpression(n) && n.expression && ts.isJsxElement(n.parent) || (ts.isJsxExpression(n) && n.expression && ts.isJsxFragment(n.parent))) {
      const e = n.expression!;
      if ((ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && !isAllowed(e.text)) at(e, e.text);
    } else if (
      (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) &&
      !ts.isJsxAttribute(n.parent) &&
      !ts.isJsxExpression(n.parent) &&
      looksLikeSentence(n.text)
    ) {
      // Anywhere else in a component (a constant, a prop, a ternary): words that read as a phrase.
      at(n, n.text);
    } else if (ts.isJsxAttribute(n) && VISIBLE_ATTRIBUTES.has(n.name.getText(sf)) && n.initializer) {
      const init = n.initializer;
      const e = ts.isJsxExpression(init) ? init.expression : init;
      if (e && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && !isAllowed(e.text)) at(e, e.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('[Issue 15 scope 4] no text outside the string tables', () => {
  it('finds no JSX text or visible string literal in any component', () => {
    const found = tsxFiles(ROOT).flatMap((f) => literalTexts(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catches a planted literal (the scanner works)', () => {
    const planted = `const W = 'Well done'; export const A = () => <p title="Hello there" class="die landed">Start {'now'} <b>{T.x}</b> ✕ 3</p>;`;
    expect(literalTexts(join(ROOT, 'planted.tsx'), planted).map((s) => s.replace(/^.*: /, ''))).toEqual([
      '"Well done"',
      '"Hello there"',
      '"Start"',
      '"now"',
    ]);
  });
});
