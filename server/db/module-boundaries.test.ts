/**
 * ARCHITECTURE rule 4, checked on the code: a module's SQL names only its own tables and the
 * views other modules publish (owners.json, docs/decisions/0007-module-tables.md), and the
 * modules never import each other in a circle. Lint refuses the imports of another module's
 * schema file; this test also reads the SQL text, which lint cannot see.
 */
import { getTableName, getViewName, is, isView, Table } from 'drizzle-orm';
import { ESLint } from 'eslint';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import owners from './schema/owners.json' with { type: 'json' };
import * as schema from './schema/index.js';

const serverRoot = path.resolve(import.meta.dirname, '..');
const modulesRoot = path.join(serverRoot, 'modules');

/** Every non-test TypeScript file of server/modules, with the module it belongs to. */
function moduleFiles(): { file: string; module: string }[] {
  return fs
    .readdirSync(modulesRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: path.join(modulesRoot, f), module: f.split(path.sep)[0] as string }));
}

/** SQL name of each schema export that is a table or a view. */
const sqlNameOfExport = new Map<string, string>();
for (const [name, value] of Object.entries(schema)) {
  if (is(value, Table)) sqlNameOfExport.set(name, getTableName(value));
  else if (isView(value)) sqlNameOfExport.set(name, getViewName(value));
}

const tableOwner = new Map(Object.entries(owners.tables));
const viewOwner = new Map(Object.entries(owners.views));

const tableAfterKeyword = /\b(?:from|join|into|update)\s+(?:"?public"?\.)?"?([a-z_]+)"?/gi;

/** What a file reaches of the database: schema objects it imports and words of its SQL text. */
function reachedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /\/db\/schema\//.test(node.moduleSpecifier.text)
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const table = sqlNameOfExport.get((element.propertyName ?? element.name).text);
          if (table) names.push(table);
        }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source).startsWith('sql')) {
      const template = node.template;
      const texts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template.text]
        : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      // A table named in the text: what follows from, join, into or update (columns may share
      // a table's name, as search_documents.authors does).
      for (const text of texts)
        for (const [, name] of text.matchAll(tableAfterKeyword)) names.push(name as string);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('module boundaries', () => {
  it('owners.json names every table and view of the schema, and nothing else', () => {
    const declared = [...tableOwner.keys(), ...viewOwner.keys()].sort();
    expect(declared).toEqual([...new Set(sqlNameOfExport.values())].sort());
  });

  it('each table is declared in a schema file of its owner', async () => {
    const misplaced: string[] = [];
    for (const [file, fileOwner] of Object.entries(owners.schemaFiles)) {
      const exports = (await import(`./schema/${file.replace(/\.ts$/, '.js')}`)) as object;
      for (const value of Object.values(exports)) {
        const name = is(value, Table)
          ? getTableName(value)
          : isView(value)
            ? getViewName(value)
            : null;
        if (name === null) continue;
        const owner = tableOwner.get(name) ?? viewOwner.get(name);
        if (owner !== fileOwner) misplaced.push(`${name} (${owner}) in ${file} (${fileOwner})`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it("lint refuses a module importing another module's tables, the barrel or its queries", async () => {
    const eslint = new ESLint({ cwd: path.resolve(serverRoot, '..') });
    const probe = [
      "import { workSummaries, works } from '../../db/schema/books.js';",
      "import { users } from '../../db/schema/index.js';",
      "import { findAuthorBySlug } from '../authors/authors.queries.js';",
      "import { shelfTags } from '../../db/schema/shelves.js';",
      'export const probe = [workSummaries, works, users, findAuthorBySlug, shelfTags];',
    ].join('\n');
    const [result] = await eslint.lintText(probe, {
      filePath: path.join(modulesRoot, 'shelves', 'boundary-probe.ts'),
    });
    const refused = (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.line);
    // works (a table), the barrel and another module's queries; not a published view, not its own.
    expect(refused).toEqual([1, 2, 3]);
  }, 60_000);

  it("no module's code names another module's table (views are for anyone)", () => {
    const violations: string[] = [];
    for (const { file, module } of moduleFiles()) {
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
      );
      const seen = new Set<string>();
      for (const name of reachedNames(source)) {
        const owner = tableOwner.get(name);
        // A published view is read by anyone; a table only by its owner.
        if (owner === undefined || owner === module || seen.has(name)) continue;
        seen.add(name);
        violations.push(`${path.relative(serverRoot, file)} (${module}) reads ${name} (${owner})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('the modules never import each other in a circle', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, module } of moduleFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) {
        const target = path.resolve(path.dirname(file), specifier as string);
        if (!target.startsWith(modulesRoot + path.sep)) continue;
        const other = path.relative(modulesRoot, target).split(path.sep)[0] as string;
        if (other !== module) edges.set(module, (edges.get(module) ?? new Set()).add(other));
      }
    }
    // Depth-first search; a module met again while still on the path closes a circle.
    const cycles: string[] = [];
    const done = new Set<string>();
    const walk = (module: string, trail: string[]): void => {
      const at = trail.indexOf(module);
      if (at >= 0) {
        cycles.push([...trail.slice(at), module].join(' -> '));
        return;
      }
      if (done.has(module)) return;
      for (const next of edges.get(module) ?? []) walk(next, [...trail, module]);
      done.add(module);
    };
    for (const module of edges.keys()) walk(module, []);
    expect(cycles).toEqual([]);
  });
});
