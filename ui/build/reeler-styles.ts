import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const require = createRequire(import.meta.url);
/** Blueprint's class names by constant (`Classes.BUTTON` = 'bp6-button'), as its code sets them. */
const CLASSES = require('@blueprintjs/core/lib/cjs/common/classes.js') as Record<string, unknown>;
const NS = (CLASSES.getClassNamespace as () => string)();

/** Blueprint's functions that build a class from a prop: what each can give. */
const BUILDERS: Record<string, { names?: string[]; prefixes?: string[] }> = {
  alignmentClass: { names: [CLASSES.ALIGN_LEFT as string, CLASSES.ALIGN_RIGHT as string] },
  elevationClass: { prefixes: [`${NS}-elevation-`] },
  intentClass: { prefixes: [`${NS}-intent-`] },
  positionClass: { prefixes: [`${NS}-position-`] },
  sizeClass: { names: [CLASSES.SMALL as string, CLASSES.LARGE as string] },
  variantClass: { names: [CLASSES.MINIMAL as string, CLASSES.OUTLINED as string] },
};

/** A module that names Blueprint's class table (`Classes.X`, or constants imported from its module). */
const NAMES_CLASSES = /\bClasses\b|common\/classes["']/;
/** A module that draws icons by name (`icon="log-out"`). */
const NAMES_ICONS = /\bicon[=:]/;

export interface UsedClasses {
  names: Set<string>;
  /** The fronts of classes built at runtime (`${NS}-intent-${intent}`): every class starting so counts. */
  prefixes: string[];
}

/**
 * The Blueprint classes some modules' sources can set: the constants they name (`Classes.BUTTON`, or `BUTTON`
 * imported from Blueprint's classes), the class builders they call (`Classes.intentClass(…)`), classes written
 * after the namespace (`${NS}-button-text`) and in full (`bp6-text-muted`). Wider than what is really set (an
 * upper-case word that happens to be a constant's name counts), never narrower, which is the side to err on.
 */
export function classesInSources(sources: Iterable<string>): UsedClasses {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  const addTail = (tail: string) => {
    if (tail.endsWith('-')) prefixes.add(`${NS}-${tail}`);
    else names.add(`${NS}-${tail}`);
  };
  for (const source of sources) {
    // Only in code that uses Blueprint's class table: React DOM's upper-case tag names are no class.
    if (NAMES_CLASSES.test(source)) {
      for (const [word] of source.matchAll(/\b[A-Z][A-Z0-9_]*\b/g)) {
        const value = CLASSES[word];
        if (typeof value === 'string' && word !== 'NS') names.add(value);
      }
    }
    // An icon's class names the icon (`bp6-icon-log-out`): the icons the sources name in quotes, not all 700.
    if (source.includes('iconClass(') || NAMES_ICONS.test(source)) {
      for (const [, word] of source.matchAll(/['"`]([a-z][a-z0-9-]*)['"`]/g)) names.add(`${NS}-icon-${word}`);
    }
    for (const [builder, gives] of Object.entries(BUILDERS)) {
      if (!source.includes(`${builder}(`)) continue;
      for (const name of gives.names ?? []) names.add(name);
      for (const prefix of gives.prefixes ?? []) prefixes.add(prefix);
    }
    for (const [, tail] of source.matchAll(/\$\{(?:Classes\.)?NS\}-([a-z][a-z0-9-]*)/g))
      addTail(tail as string);
    // A class built after a constant (`${Classes.TOAST_CONTAINER}-${position}`, the toaster's place on screen):
    // every class starting so counts, or a toast would be drawn where the page ends, out of sight. Not the icons'
    // (`${Classes.ICON}-${name}`): the icons the sources name are read above, and there are 700 of them.
    for (const [, word] of source.matchAll(/\$\{Classes\.([A-Z][A-Z0-9_]*)\}-/g)) {
      const value = word === 'ICON' ? undefined : CLASSES[word as string];
      if (typeof value === 'string') prefixes.add(`${value}-`);
    }
    for (const [, tail] of source.matchAll(new RegExp(`\\b${NS}-([a-z][a-z0-9-]*)`, 'g')))
      addTail(tail as string);
  }
  return { names, prefixes: [...prefixes] };
}

/**
 * The stylesheet without the selectors naming a Blueprint class the code never sets (a rule keeps the selectors
 * it still has; one with none left goes, and so does an at-rule left empty). Selectors without a Blueprint class
 * (the app's own, `body`, `h4`, keyframes) all stay.
 */
export function keepUsedRules(css: string, used: UsedClasses): string {
  const isUsed = (name: string) =>
    used.names.has(name) || used.prefixes.some((prefix) => name.startsWith(prefix));
  const classPattern = new RegExp(`\\.(${NS}-[a-zA-Z0-9_-]+)`, 'g');
  const selectorUsed = (selector: string) =>
    [...selector.matchAll(classPattern)].every(([, name]) => isUsed(name as string));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter(selectorUsed);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * Issue 28: the reelers' pages (ui/reeler.html) use a handful of Blueprint's components, but its stylesheet is
 * one file for all of them (35.5 kB on the wire). After bundling, this keeps in the reeler entry's own
 * stylesheets only the rules for the Blueprint classes that the modules the entry can load (its chunks, static
 * and lazy; only the modules the bundle kept) can set, read from their sources. A stylesheet some other entry's chunk also loads is left whole.
 */
export function reelerStyles(entryHtml = 'reeler.html'): Plugin {
  return {
    name: 'cocoon-reeler-styles',
    apply: 'build',
    // After Vite's own: it has moved each chunk's CSS into its stylesheet assets by then.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { chunks, sheets } = reelerFiles(bundle, entryHtml);
        const used = classesInSources(modulesOf(chunks).map((id) => readFileSync(id, 'utf8')));
        for (const name of sheets) {
          const sheet = bundle[name];
          if (sheet?.type !== 'asset') throw new Error(`reeler styles: ${name} is not in the bundle`);
          sheet.source = keepUsedRules(String(sheet.source), used);
          renameAfterContent(bundle, name, (fileName, source) =>
            this.emitFile({ type: 'asset', fileName, source }),
          );
        }
      },
    },
  };
}

/**
 * The chunks the reeler entry can load (static and lazy), and the stylesheets only they load: one another entry
 * can load too (a chunk shared with the staff app) is left whole.
 */
export function reelerFiles(
  bundle: OutputBundle,
  entryHtml: string,
): { chunks: OutputChunk[]; sheets: string[] } {
  const all = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const closure = (root: OutputChunk) => {
    const seen = new Map<string, OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(name));
    };
    visit(root);
    return seen;
  };
  const entry = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entryHtml));
  if (!entry) throw new Error(`reeler styles: no entry for ${entryHtml}`);
  const reeler = closure(entry);
  // What the other entries (the staff app, the verify page) can load, shared chunks included.
  const elsewhere = new Set(
    all
      .filter((chunk) => chunk.isEntry && chunk !== entry)
      .flatMap((other) => [...closure(other).values()])
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  const sheets = [...reeler.values()]
    .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
    .filter((name) => !elsewhere.has(name));
  return { chunks: [...reeler.values()], sheets: [...new Set(sheets)] };
}

/** Blueprint's class table defines every class: it says nothing about which are used. */
const CLASS_TABLE = /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]common[\\/]classes\.js$/;

/** The source files of the modules the chunks hold (those tree shaking kept), scripts only. */
export function modulesOf(chunks: readonly OutputChunk[]): string[] {
  const ids = chunks.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id.split('?')[0] as string),
  );
  return [...new Set(ids)].filter(
    (id) => !id.startsWith('\0') && /\.[cm]?[jt]sx?$/.test(id) && !CLASS_TABLE.test(id),
  );
}

/**
 * Built files are served as immutable (api/src/http/static-ui.ts), so a file's name must change whenever its
 * content does. Vite named the stylesheet after its content before the cut, which depends on the code as well:
 * a cut that changes while Blueprint's stylesheet does not would keep the old name, and a phone holding the old
 * file would keep it. The cut sheet is named after what it now holds, and every file naming it follows.
 */
export function renameAfterContent(
  bundle: OutputBundle,
  name: string,
  /** Writes a file into the bundle (Rollup's emitFile: a file added to the bundle object is not written). */
  emit: (fileName: string, source: string | Uint8Array) => void,
): string {
  const sheet = bundle[name];
  if (sheet?.type !== 'asset') throw new Error(`reeler styles: ${name} is not in the bundle`);
  const hash = createHash('sha256').update(String(sheet.source)).digest('base64url').slice(0, 8);
  const renamed = name.replace(/-[A-Za-z0-9_-]{8}(\.css)$/, `-${hash}$1`);
  if (renamed === name) return name;
  if (!/-[A-Za-z0-9_-]{8}\.css$/.test(name)) throw new Error(`reeler styles: ${name} has no content hash`);
  delete bundle[name];
  emit(renamed, sheet.source);
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') {
      file.code = file.code.split(name).join(renamed);
      const css = file.viteMetadata?.importedCss;
      if (css?.delete(name)) css.add(renamed);
    } else if (typeof file.source === 'string') file.source = file.source.split(name).join(renamed);
  }
  return renamed;
}
