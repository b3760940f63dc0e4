import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer reads first must name only things that exist: every file path and every npm script in
 * README.md, ARCHITECTURE.md and docs/*.md is checked against the repository. The rules, precisely:
 *
 * Paths. Each inline code span (`...`) with no space, and each `node <file>` in the text, is a candidate:
 * - skipped when it is not a file of this repository: a URL or absolute path (`/api/...`, `/usr/bin/...`,
 *   anything with `:`), a package name (`@cocoon/...`), a file outside the repository (`../shared/...`), or
 *   something made at run time (`.data/`, `test-artifacts/`, `node_modules/`);
 * - skipped when it is a pattern, not a name: it holds `*`, `<`, `>`, `{`, `}`, `…` or `...`
 *   (`*.int.spec.ts`, `domain/src/<feature>/`);
 * - checked when its first segment is a top-level entry of the repository (`api/src/app.ts`, `docs/x.md`,
 *   `.ci/run`, `ui/e2e/`): that path must exist. `<workspace>/dist/<p>.js` is tsc's output of
 *   `<workspace>/src/<p>.ts`, which must exist (a fresh clone has no dist);
 * - checked when it is a file name with an extension of ours (.ts, .tsx, .js, .json, .md, .yml, .yaml, .sh,
 *   .html, .css) but no top-level first segment (`http/errors.ts`, `report-queries.ts`, named beside the package
 *   or folder it lives in): some file of the repository must end with it;
 * - anything else (API calls such as `BiddingInfo/PlaceBid`, stream names, settings) is not a path.
 * Links. Every markdown link to a relative target must resolve from the linking file; a `#anchor` must be a
 * heading of the target file (GitHub's slug: lower case, punctuation dropped, spaces to hyphens).
 * Scripts. `npm run X` and `npm start|test|stop|restart` must be scripts of the root package.json, or of the
 * workspace named with `-w <name>` / `--workspace <name>`.
 */

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const docsDir = join(root, 'docs');
const docFiles = [
  'README.md',
  'ARCHITECTURE.md',
  ...(existsSync(docsDir) ? readdirSync(docsDir).filter((name) => name.endsWith('.md')) : []).map(
    (name) => `docs/${name}`,
  ),
];

/** Folders that are made, not written: never walked, never required to exist. */
const MADE_AT_RUN_TIME = new Set(['node_modules', 'dist', '.git', '.data', 'test-artifacts', 'coverage']);
const OUR_EXTENSIONS = /\.(ts|tsx|js|json|md|ya?ml|sh|html|css)$/;
const PATTERN = /[*<>{}…]|\.\.\./;

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (MADE_AT_RUN_TIME.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, into);
    else into.push(relative(root, path));
  }
  return into;
}

const repoFiles = walk(root);
const topLevel = new Set(readdirSync(root).filter((name) => !MADE_AT_RUN_TIME.has(name)));

const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};
const scriptsOf = (workspace: string | undefined): Record<string, string> => {
  if (!workspace) return rootPackage.scripts;
  if (!rootPackage.workspaces.includes(workspace)) return {};
  return (JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts ?? {}) as Record<
    string,
    string
  >;
};

/** The file's text without its fenced code blocks, and the fenced blocks alone. */
function splitFences(text: string): { prose: string; fenced: string } {
  const prose: string[] = [];
  const fenced: string[] = [];
  let inFence = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    (inFence ? fenced : prose).push(line);
  }
  return { prose: prose.join('\n'), fenced: fenced.join('\n') };
}

/** tsc writes `<workspace>/src/<p>.ts` to `<workspace>/dist/<p>.js`: a fresh clone has only the source. */
function sourceOf(path: string): string {
  const built = path.match(/^([a-z]+)\/dist(\/.*)?$/);
  if (!built) return path;
  return `${built[1]}/src${(built[2] ?? '').replace(/\.js$/, '.ts')}`;
}

/** What a candidate path token must be: null when it is not a path of this repository (see the rules above). */
function pathProblem(token: string): string | null {
  const path = token.replace(/[.,;:]$/, '');
  if (path.startsWith('/') || path.startsWith('@') || path.startsWith('../') || path.includes(':'))
    return null;
  if (PATTERN.test(path)) return null;
  const first = path.split('/')[0]!;
  if (MADE_AT_RUN_TIME.has(first)) return null;
  if (topLevel.has(first)) {
    const source = sourceOf(path);
    return existsSync(join(root, source)) ? null : `${path} (no ${source} in the repository)`;
  }
  if (!OUR_EXTENSIONS.test(path) || !/^[A-Za-z]/.test(path)) return null;
  const tail = `/${path}`;
  return repoFiles.some((file) => file === path || file.endsWith(tail))
    ? null
    : `${path} (no file ends with it)`;
}

/** GitHub's heading anchor: lower case, punctuation other than hyphens and underscores dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    splitFences(readFileSync(file, 'utf8'))
      .prose.split('\n')
      .flatMap((line) => {
        const heading = line.match(/^#{1,6}\s+(.*)$/);
        return heading ? [slug(heading[1]!)] : [];
      }),
  );

function problemsOf(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const { prose, fenced } = splitFences(text);
  const problems: string[] = [];

  const tokens = [...prose.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  const nodeFiles = [...text.matchAll(/\bnode ([\w./-]+\.js)\b/g)].map((m) => m[1]!);
  for (const token of [...tokens, ...nodeFiles]) {
    const problem = pathProblem(token);
    if (problem) problems.push(`path ${problem}`);
  }

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = file ? resolve(dirname(join(root, doc)), file) : join(root, doc);
    if (!existsSync(resolved)) {
      problems.push(`link ${target} (no such file)`);
      continue;
    }
    if (anchor !== undefined && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor)) {
      problems.push(`link ${target} (no heading with that anchor)`);
    }
  }

  const npm = /\bnpm (?:run ([\w:.-]+)|(start|test|stop|restart)\b)([^\n`|;&]*)/g;
  for (const [, runScript, shortcut, rest] of `${prose}\n${fenced}`.matchAll(npm)) {
    const script = (runScript ?? shortcut)!;
    const words = rest!.trim().split(/\s+/);
    const at = words.findIndex((word) => word === '-w' || word === '--workspace');
    const workspace = at >= 0 ? words[at + 1] : undefined;
    if (!(script in scriptsOf(workspace))) {
      problems.push(`script "${script}" (not in ${workspace ?? 'the root'} package.json)`);
    }
  }
  return problems;
}

describe('the docs name only what exists', () => {
  it('reads README.md, ARCHITECTURE.md and the docs folder', () => {
    expect(docFiles).toContain('README.md');
    expect(docFiles.length).toBeGreaterThan(2);
  });

  it.each(docFiles)('%s: every path, link and npm script it names exists', (doc) => {
    expect(problemsOf(doc)).toEqual([]);
  });

  it('catches a missing file and knows the scripts', () => {
    expect(pathProblem('api/src/no-such-file.ts')).toMatch(/no api\/src\/no-such-file\.ts/);
    expect(pathProblem('api/dist/no-such-main.js')).toMatch(/no api\/src\/no-such-main\.ts/);
    expect(pathProblem('http/no-such-errors.ts')).toMatch(/no file ends with it/);
    expect(pathProblem('api/src/app.ts')).toBeNull();
    expect(pathProblem('api/dist/start/main.js')).toBeNull();
    expect(pathProblem('domain/src/<feature>/')).toBeNull();
    expect(pathProblem('BiddingInfo/PlaceBid')).toBeNull();
    expect(scriptsOf(undefined)).toHaveProperty('test');
    expect(scriptsOf('ui')).toHaveProperty('build');
  });
});
