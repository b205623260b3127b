import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Money is computed with @vitrine/money only (integer minor units, one rounding rule). This
 * finds arithmetic done by hand on values whose names say they are money: `price * quantity`,
 * `total += line.amount`, `Math.round(amount * 100)`, `cost.toFixed(2)`.
 *
 * A name is money when one of its words (camelCase, PascalCase or snake_case) is a money word,
 * unless another of its words says it is a rate, a count or a label (`discountRate`,
 * `priceCount`, `amountHtml`): those are numbers about money, not amounts.
 */
const MONEY_WORDS = new Set([
  'price',
  'prices',
  'amount',
  'amounts',
  'cost',
  'costs',
  'subtotal',
  'discount',
  'balance',
  'money',
  'fee',
  'fees',
  'euros',
  'cents',
]);
const NOT_AMOUNT_WORDS = new Set([
  'rate',
  'rates',
  'percent',
  'percentage',
  'ratio',
  'factor',
  'count',
  'counts',
  'quantity',
  'index',
  'id',
  'ids',
  'html',
  'text',
  'label',
  'key',
  'type',
  'class',
  'name',
  'length',
  'digits',
]);
const ARITHMETIC = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);
const ROUNDING_CALLS = new Set(['round', 'floor', 'ceil', 'trunc', 'toFixed', 'parseFloat']);

export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export function isMoneyName(name: string): boolean {
  const parts = words(name);
  return parts.some((word) => MONEY_WORDS.has(word)) && !parts.some((word) => NOT_AMOUNT_WORDS.has(word));
}

/** The money-named value an expression reads, looking through Number(…), parentheses and `!`. */
function moneyName(node: ts.Expression): string | null {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node))
    return moneyName(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return moneyName(node.operand);
  if (ts.isIdentifier(node)) return isMoneyName(node.text) ? node.text : null;
  if (ts.isPropertyAccessExpression(node)) return isMoneyName(node.name.text) ? node.name.text : null;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
    return isMoneyName(node.argumentExpression.text) ? node.argumentExpression.text : null;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const callee = node.expression.text;
    const [argument] = node.arguments;
    if ((callee === 'Number' || callee === 'parseFloat') && argument) return moneyName(argument);
  }
  if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind))
    return moneyName(node.left) ?? moneyName(node.right);
  return null;
}

const isText = (node: ts.Expression): boolean =>
  ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node);

export interface MoneyFinding {
  file: string;
  line: number;
  text: string;
  name: string;
}

export function findMoneyArithmetic(file: string, source: string): MoneyFinding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const findings: MoneyFinding[] = [];
  const report = (node: ts.Node, name: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, text: node.getText(sourceFile).slice(0, 120), name });
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      // `'Total: ' + price` joins text; it computes nothing.
      const joinsText =
        node.operatorToken.kind === ts.SyntaxKind.PlusToken && (isText(node.left) || isText(node.right));
      const name = joinsText ? null : (moneyName(node.left) ?? moneyName(node.right));
      // The outermost expression is the finding; its parts are the same computation.
      if (name) return report(node, name);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && ROUNDING_CALLS.has(callee.name.text)) {
        // Math.round(price * 100), amount.toFixed(2), Number.parseFloat(price)
        const target = callee.name.text === 'toFixed' ? callee.expression : node.arguments[0];
        const name = target ? moneyName(target) : null;
        if (name) return report(node, name);
      } else if (ts.isIdentifier(callee) && callee.text === 'parseFloat' && node.arguments[0]) {
        const name = moneyName(node.arguments[0]);
        if (name) return report(node, name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.turbo',
  'test-results',
  'fixtures',
]);

/** Source files of the apps and packages that money rules apply to (tests and the money package excluded). */
export function listSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (SKIPPED_DIRS.has(entry)) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))
        files.push(full);
    }
  };
  for (const top of ['apps', 'packages']) {
    for (const project of readdirSync(path.join(root, top))) {
      if (top === 'packages' && project === 'money') continue;
      const dir = path.join(root, top, project);
      if (statSync(dir).isDirectory()) walk(dir);
    }
  }
  return files;
}

export function scanMoneyArithmetic(root: string): MoneyFinding[] {
  return listSourceFiles(root).flatMap((file) =>
    findMoneyArithmetic(path.relative(root, file), readFileSync(file, 'utf8')),
  );
}
