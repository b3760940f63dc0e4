import { describe, expect, it } from 'vitest';
import { classesInSources, keepUsedRules, renameAfterContent } from './reeler-styles';

describe("the reeler page's Blueprint styles (issue 28)", () => {
  it('reads the classes a source can set: constants, builders, namespaced tails and full names', () => {
    const used = classesInSources([
      'import { Classes } from "../../common"; cx(Classes.BUTTON, Classes.intentClass(intent))',
      // Blueprint's own code, as text: a class after the namespace, and the front of one built at runtime.
      ['const root = `$', '{NS}-button-text`; const front = `$', '{Classes.NS}-spinner-`;'].join(''),
      '<div className="bp6-text-muted" />',
      '<Button icon="log-out" />',
      // The front of a class built after a constant (the toaster's position).
      ['const place = `$', '{Classes.TOAST_CONTAINER}-$', '{position}`;'].join(''),
      // Not every icon's: the icons are read by name.
      ['const icon = `$', '{Classes.ICON}-$', '{name}`;'].join(''),
      // React DOM's upper-case tag names are no class: this source names no Blueprint class table.
      'if (tag === "DIALOG" || tag === "BUTTON") {}',
    ]);
    for (const name of ['bp6-button', 'bp6-button-text', 'bp6-text-muted', 'bp6-icon-log-out'])
      expect(used.names, name).toContain(name);
    expect(used.names).not.toContain('bp6-dialog');
    expect(used.prefixes.sort()).toEqual(['bp6-intent-', 'bp6-spinner-', 'bp6-toast-container-']);
  });

  it('keeps the selectors of used classes and every selector without a Blueprint class; drops the rest', () => {
    const css = [
      ':root{--bp-x:1px}',
      'body{margin:0}',
      '.bp6-button,.bp6-dialog{color:red}',
      '.bp6-button.bp6-intent-primary{color:blue}',
      '.bp6-dialog-header{padding:0}',
      '@media (max-width:10px){.bp6-dialog{top:0}}',
      '@media (min-width:10px){.bp6-button{top:0}}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
      '.reeler-bar .bp6-button{gap:0}',
    ].join('');
    const out = keepUsedRules(css, { names: new Set(['bp6-button']), prefixes: ['bp6-intent-'] });
    expect(out).toBe(
      [
        ':root{--bp-x:1px}',
        'body{margin:0}',
        '.bp6-button{color:red}',
        '.bp6-button.bp6-intent-primary{color:blue}',
        '@media (min-width:10px){.bp6-button{top:0}}',
        '@keyframes spin{from{opacity:0}to{opacity:1}}',
        '.reeler-bar .bp6-button{gap:0}',
      ].join(''),
    );
  });
});

describe('the cut stylesheet is named after what it holds (immutable files)', () => {
  const bundleWith = (css: string) =>
    ({
      'assets/reeler-AbCd1234.css': { type: 'asset', fileName: 'assets/reeler-AbCd1234.css', source: css },
      'reeler.html': {
        type: 'asset',
        fileName: 'reeler.html',
        source: '<link rel="stylesheet" href="/assets/reeler-AbCd1234.css">',
      },
      'assets/reeler-x.js': {
        type: 'chunk',
        fileName: 'assets/reeler-x.js',
        code: 'const deps=["assets/reeler-AbCd1234.css"]',
        viteMetadata: { importedCss: new Set(['assets/reeler-AbCd1234.css']), importedAssets: new Set() },
      },
    }) as unknown as Parameters<typeof renameAfterContent>[0];

  it('gives a different content a different name, and every file naming it follows', () => {
    const named = (css: string) => {
      const bundle = bundleWith(css);
      const emitted: string[] = [];
      const renamed = renameAfterContent(bundle, 'assets/reeler-AbCd1234.css', (fileName) =>
        emitted.push(fileName),
      );
      return { bundle, emitted, renamed };
    };
    const one = named('.a{color:red}');
    const two = named('.a{color:blue}');
    expect(one.renamed).toMatch(/^assets\/reeler-[A-Za-z0-9_-]{8}\.css$/);
    expect(one.renamed).not.toBe('assets/reeler-AbCd1234.css');
    expect(two.renamed).not.toBe(one.renamed);
    expect(named('.a{color:red}').renamed).toBe(one.renamed);
    expect(one.emitted).toEqual([one.renamed]);
    expect(one.bundle['assets/reeler-AbCd1234.css']).toBeUndefined();
    const html = one.bundle['reeler.html'] as { source: string };
    expect(html.source).toContain(one.renamed);
    const chunk = one.bundle['assets/reeler-x.js'] as {
      code: string;
      viteMetadata: { importedCss: Set<string> };
    };
    expect(chunk.code).toBe(`const deps=["${one.renamed}"]`);
    expect([...chunk.viteMetadata.importedCss]).toEqual([one.renamed]);
  });
});
