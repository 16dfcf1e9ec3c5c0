/**
 * The pieces of bundle reuse (src/build/bundle-reuse/): templates of a tenant's strings,
 * the copy of Astro's build internals, a recorded build and its replay, the pairing of two
 * builds' chunk names, and the module hook that keeps Astro's internals.
 */
import { describe, expect, it } from 'vitest';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillTemplate, placeholdersIn, toTemplate } from '../../../src/build/bundle-reuse/template';
import {
  loadRecording,
  markChecked,
  markUnusable,
  recordingDir,
  saveRecording,
  temporaryDir,
} from '../../../src/build/bundle-reuse/disk';
import {
  PageRef,
  UncopiableValue,
  UrlRef,
  canonical,
  restoreInternals,
  snapshotDifference,
  snapshotInternals,
} from '../../../src/build/bundle-reuse/snapshot';
import {
  listFiles,
  recordEnvironment,
  replayEnvironment,
  type EnvironmentRecording,
} from '../../../src/build/bundle-reuse/recording';
import {
  pairNames,
  recordingDifference,
  renamer,
  withoutHash,
} from '../../../src/build/bundle-reuse/compare';
import { tenantStrings, whyNotReused } from '../../../src/build/bundle-reuse/inputs';
import { tempDir } from '../../support/fixture-tenant';

const A = {
  site: 'https://www.alpha.example',
  root: '/repo/.build/alpha-motors',
  rootRelative: '.build/alpha-motors',
  outDir: '/repo/dist/alpha-motors',
  netlifySecret: undefined,
};
const B = {
  site: 'https://beta.example',
  root: '/repo/.build/beta-cars',
  rootRelative: '.build/beta-cars',
  outDir: '/repo/dist/beta-cars',
  netlifySecret: undefined,
};

describe('templates of a tenant’s strings', () => {
  it('turns one tenant’s bundle into another’s', () => {
    const code =
      'new URL("file:///repo/dist/alpha-motors/client/"); // .build/alpha-motors/.astro/x.mjs\n' +
      'createAstro("https://www.alpha.example"); read("/repo/.build/alpha-motors/.astro/y.mjs")';
    const template = toTemplate(code, A);
    expect(template).not.toContain('alpha');
    expect(placeholdersIn(template)).toEqual(new Set(['outDir', 'rootRelative', 'site', 'root']));
    expect(fillTemplate(template, A)).toBe(code);
    expect(fillTemplate(template, B)).toBe(
      'new URL("file:///repo/dist/beta-cars/client/"); // .build/beta-cars/.astro/x.mjs\n' +
        'createAstro("https://beta.example"); read("/repo/.build/beta-cars/.astro/y.mjs")',
    );
  });

  it('replaces a longer string before a shorter one inside it', () => {
    expect(toTemplate('/repo/.build/alpha-motors and .build/alpha-motors', A)).toBe(
      toTemplate('/repo/.build/alpha-motors', A) + ' and ' + toTemplate('.build/alpha-motors', A),
    );
    expect(placeholdersIn(toTemplate('/repo/.build/alpha-motors', A))).toEqual(new Set(['root']));
  });

  it('refuses to fill a placeholder the other build has no string for', () => {
    const template = toTemplate('secret "s3cr3t"', { netlifySecret: 's3cr3t' });
    expect(() => fillTemplate(template, { netlifySecret: undefined })).toThrow(
      /this build has no "netlifySecret"/,
    );
    expect(fillTemplate(template, { netlifySecret: 'other' })).toBe('secret "other"');
    expect(fillTemplate('no placeholder', {})).toBe('no placeholder');
  });
});

describe('a copy of Astro’s build internals', () => {
  const pageData = (key: string) => ({
    key,
    component: `src/pages/${key}.astro`,
    route: { prerender: true, type: 'page' },
    moduleSpecifier: `/${key}`,
    styles: [] as unknown[],
  });
  const internalsOf = (values: typeof A) => {
    const home = pageData('index');
    const car = pageData('cars');
    home.styles.push({ depth: 0, order: 1, sheet: { type: 'inline', content: 'a{}' } });
    return {
      pagesByKeys: new Map([
        ['index', home],
        ['cars', car],
      ]),
      pagesByViteID: new Map([['/x', home]]),
      pagesByHydratedComponent: new Map([['/src/islands/A.tsx', new Set([home, car])]]),
      entrySpecifierToBundleMap: new Map([[`${values.root}/.astro/content-assets.mjs`, 'c.mjs']]),
      discoveredScripts: new Set(['s1', 's2']),
      middlewareEntryPoint: new URL(`file://${values.outDir}/server/mw.mjs`),
      componentMetadata: new Map([['/src/pages/index.astro', { containsHead: true }]]),
      prerenderEntryFileName: 'prerender-entry.X.mjs',
      astroActionsEntryPoint: undefined,
    };
  };

  it('restores into another build, with its page data and its strings', () => {
    const snapshot = snapshotInternals(internalsOf(A), A);
    const target: Record<string, unknown> = {
      pagesByKeys: new Map([
        ['index', pageData('index')],
        ['cars', pageData('cars')],
      ]),
    };
    restoreInternals(snapshot, target, B);
    const pages = target.pagesByKeys as Map<string, ReturnType<typeof pageData>>;
    const hydrated = target.pagesByHydratedComponent as Map<string, Set<unknown>>;
    // the same objects as the build's own page data, not copies
    expect([...hydrated.get('/src/islands/A.tsx')!]).toEqual([
      pages.get('index'),
      pages.get('cars'),
    ]);
    expect([...hydrated.get('/src/islands/A.tsx')!][0]).toBe(pages.get('index'));
    expect(target.entrySpecifierToBundleMap).toEqual(
      new Map([['/repo/.build/beta-cars/.astro/content-assets.mjs', 'c.mjs']]),
    );
    expect(target.middlewareEntryPoint).toEqual(
      new URL('file:///repo/dist/beta-cars/server/mw.mjs'),
    );
    expect(pages.get('index')!.styles).toEqual([
      { depth: 0, order: 1, sheet: { type: 'inline', content: 'a{}' } },
    ]);
    // what Astro sets before its builds or from their output is left as the build has it
    expect(target.pagesByViteID).toBeUndefined();
    expect(target.prerenderEntryFileName).toBeUndefined();
    expect('astroActionsEntryPoint' in target).toBe(true);
  });

  it('refuses what it cannot copy faithfully', () => {
    const withFn = { ...internalsOf(A), hook: () => 1 };
    expect(() => snapshotInternals(withFn, A)).toThrow(UncopiableValue);
    const withClass = { ...internalsOf(A), when: new Date() };
    expect(() => snapshotInternals(withClass, A)).toThrow(/internals\.when is a Date/);
    const extra = internalsOf(A);
    Object.assign(extra.pagesByKeys.get('cars')!, { hasSharedModules: true });
    expect(() => snapshotInternals(extra, A)).toThrow(/page data of cars has hasSharedModules/);
  });

  it('compares two builds’ copies in any Map or Set order, after renaming chunks', () => {
    const a = snapshotInternals(internalsOf(A), A);
    const other = internalsOf(B);
    other.discoveredScripts = new Set(['s2', 's1']);
    other.entrySpecifierToBundleMap = new Map([
      [`${B.root}/.astro/content-assets.mjs`, 'c-other.mjs'],
    ]);
    const b = snapshotInternals(other, B);
    expect(snapshotDifference(a, b)).toBe('internals.entrySpecifierToBundleMap');
    expect(snapshotDifference(a, b, renamer(new Map([['c-other.mjs', 'c.mjs']])))).toBeNull();
    other.discoveredScripts.add('s3');
    expect(snapshotDifference(a, snapshotInternals(other, B), (t) => t)).toMatch(
      /internals\.(discoveredScripts|entrySpecifierToBundleMap)/,
    );
    expect(canonical(new Map([[new PageRef('x'), 1]]))).toBe('map{page("x")=>1}');
  });
});

describe('a recorded build and its replay', () => {
  const STORE = 'data-store.json';

  /** Writes `files` under `dir` and returns the listing before and after. */
  const build = (dir: string, files: Record<string, string>) => {
    const before = listFiles(dir);
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    return { before, after: listFiles(dir) };
  };
  const output = (values: typeof A, hash: string) => ({
    output: [
      {
        type: 'chunk',
        fileName: `chunks/page_${hash}.mjs`,
        code: `import "./node_${hash}.mjs"; createAstro(undefined);`,
        moduleIds: ['/src/pages/index.astro'],
      },
      {
        type: 'chunk',
        fileName: `chunks/node_${hash}.mjs`,
        code: `const outDir = "${values.outDir}/client/";`,
        moduleIds: [`${values.root}/node.mjs`],
      },
      { type: 'asset', fileName: 'chunks/data-store.json', source: '{}' },
    ],
  });
  const filesOf = (values: typeof A, hash: string, store: string) => ({
    [`chunks/page_${hash}.mjs`]: `import "./node_${hash}.mjs"; createAstro(undefined);`,
    [`chunks/node_${hash}.mjs`]: `const outDir = "${values.outDir}/client/";`,
    [`chunks/${STORE}`]: store,
    'sample.png': 'PNG bytes',
    'favicon.svg': '<svg>alpha-motors</svg>',
  });

  const record = (root: string, values: typeof A, hash: string, storeText: string) => {
    const outDir = path.join(root, 'out');
    const storeFile = path.join(root, 'cache', STORE);
    mkdirSync(path.dirname(storeFile), { recursive: true });
    writeFileSync(storeFile, storeText);
    const publicDir = path.join(root, 'public');
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg>alpha-motors</svg>');
    const { before, after } = build(outDir, filesOf(values, hash, storeText));
    const rec = recordEnvironment({
      outDir,
      before,
      after,
      returned: output(values, hash),
      values,
      saveDir: path.join(root, 'saved'),
      store: { file: storeFile, name: STORE },
      publicDir,
    });
    return { rec, saveDir: path.join(root, 'saved') };
  };

  it('records code as templates, other files as copies, the store as this tenant’s', () => {
    const { rec } = record(tempDir('rec-'), A, 'AAAAAAAA', '{"alpha":1}');
    expect([...rec.templates.keys()].sort()).toEqual([
      'chunks/node_AAAAAAAA.mjs',
      'chunks/page_AAAAAAAA.mjs',
    ]);
    // a public file is copied as it is, even when it names a tenant
    expect(rec.copies.sort()).toEqual(['favicon.svg', 'sample.png']);
    expect(rec.stores).toEqual([`chunks/${STORE}`]);
    expect(rec.templates.get('chunks/node_AAAAAAAA.mjs')).not.toContain('alpha');
  });

  it('replays for another tenant: its strings, its store, the same outputs', () => {
    const { rec, saveDir } = record(tempDir('rec-'), A, 'AAAAAAAA', '{"alpha":1}');
    const target = tempDir('replay-');
    const storeFile = path.join(target, STORE);
    writeFileSync(storeFile, '{"beta":2}');
    const out = replayEnvironment(rec, {
      outDir: path.join(target, 'out'),
      values: B,
      saveDir,
      storeFile,
    }) as { output: { fileName: string; code?: string }[] };
    const read = (rel: string) => readFileSync(path.join(target, 'out', rel), 'utf8');
    expect(read('chunks/node_AAAAAAAA.mjs')).toBe('const outDir = "/repo/dist/beta-cars/client/";');
    expect(read(`chunks/${STORE}`)).toBe('{"beta":2}');
    expect(read('sample.png')).toBe('PNG bytes');
    expect(out.output.map((o) => o.fileName)).toEqual([
      'chunks/page_AAAAAAAA.mjs',
      'chunks/node_AAAAAAAA.mjs',
      'chunks/data-store.json',
    ]);
    expect(out.output[1].code).toBe('const outDir = "/repo/dist/beta-cars/client/";');
  });

  it('refuses a store-named file that is not the tenant’s store', () => {
    const root = tempDir('rec-');
    const storeFile = path.join(root, STORE);
    writeFileSync(storeFile, '{"alpha":1}');
    const outDir = path.join(root, 'out');
    const { before, after } = build(outDir, { [`chunks/${STORE}`]: '{"other":1}' });
    expect(() =>
      recordEnvironment({
        outDir,
        before,
        after,
        returned: { output: [] },
        values: A,
        saveDir: path.join(root, 'saved'),
        store: { file: storeFile, name: STORE },
      }),
    ).toThrow(/is not the tenant's content store file/);
  });

  it('pairs two tenants’ chunks by their modules, whatever their hashes and order', () => {
    const a = record(tempDir('rec-'), A, 'AAAAAAAA', '{"alpha":1}');
    const b = record(tempDir('rec-'), B, 'BBBBBBBB', '{"beta":2}');
    b.rec.outputs[0].output.reverse();
    const renames = new Map<string, string>();
    expect(pairNames(a.rec, b.rec, renames)).toBeNull();
    expect(renames.get('chunks/node_BBBBBBBB.mjs')).toBe('chunks/node_AAAAAAAA.mjs');
    expect(renames.get('node_BBBBBBBB.mjs')).toBe('node_AAAAAAAA.mjs');
    const rename = renamer(renames);
    expect(recordingDifference(a.rec, a.saveDir, b.rec, b.saveDir, rename)).toBeNull();
    // without the renames, the files are not the same
    expect(recordingDifference(a.rec, a.saveDir, b.rec, b.saveDir, (t) => t)).toMatch(
      /^the files written/,
    );
  });

  it('finds a difference beyond the tenant’s strings', () => {
    const a = record(tempDir('rec-'), A, 'AAAAAAAA', '{"alpha":1}');
    const b = record(tempDir('rec-'), B, 'BBBBBBBB', '{"beta":2}');
    const renames = new Map<string, string>();
    pairNames(a.rec, b.rec, renames);
    const changed: EnvironmentRecording = {
      ...b.rec,
      templates: new Map(b.rec.templates).set(
        'chunks/page_BBBBBBBB.mjs',
        'import "./node_BBBBBBBB.mjs"; createAstro("beta-cars");',
      ),
    };
    expect(recordingDifference(a.rec, a.saveDir, changed, b.saveDir, renamer(renames))).toMatch(
      /^chunks\/page_AAAAAAAA\.mjs \(at 42: .*createAstro\(undefined\).* against .*beta-cars/,
    );
    const unlike = structuredClone(b.rec.outputs);
    unlike[0].output[0].moduleIds = ['/src/pages/other.astro'];
    expect(pairNames(a.rec, { ...b.rec, outputs: unlike }, new Map())).toMatch(/^no output like/);
  });

  it('reads a content hash off a file name', () => {
    expect(withoutHash('chunks/search_B7Kjp6Jc.mjs')).toBe('chunks/search_#.mjs');
    expect(withoutHash('_astro/client.C_wV6RQ4.js')).toBe('_astro/client.#.js');
    expect(withoutHash('prerender-entry.CfUYko2U.mjs')).toBe('prerender-entry.#.mjs');
    expect(withoutHash('favicon.svg')).toBe('favicon.svg');
    const rename = renamer(new Map([['a_BBBBBBBB.mjs', 'a_AAAAAAAA.mjs']]));
    expect(rename('from "./a_BBBBBBBB.mjs"; xa_BBBBBBBB.mjs')).toBe(
      'from "./a_AAAAAAAA.mjs"; xa_BBBBBBBB.mjs',
    );
  });
});

describe('the inputs of a build', () => {
  it('says which inputs differ from the recorded build’s', () => {
    const sig = (o: object) => JSON.stringify(o);
    expect(whyNotReused(undefined, sig({}))).toBe('no recording of its inputs yet');
    expect(
      whyNotReused(
        { slug: 'alpha', signature: sig({ env: [], routes: ['a'], sources: 'x' }) },
        sig({ env: [['NETLIFY', 'true']], routes: ['a'], sources: 'y' }),
      ),
    ).toBe("its env, sources differ from alpha's build");
  });

  it('knows a tenant by its site, its folders as paths and from the working folder, and the Netlify secret', async () => {
    const cwd = process.cwd();
    const config = {
      site: 'https://www.alpha.example',
      root: pathToFileURL(`${cwd}/.build/alpha-motors/`),
      cacheDir: pathToFileURL(`${cwd}/.cache/alpha-motors/`),
      outDir: pathToFileURL('/elsewhere/dist/alpha-motors/'),
    };
    const builder = (code?: string) => ({
      config: {
        plugins: code
          ? [{ name: 'virtual:astro-netlify:config', load: { handler: () => code } }]
          : [{ name: 'other' }],
      },
    });
    type Args = Parameters<typeof tenantStrings>;
    const values = await tenantStrings(
      config as unknown as Args[0],
      builder() as unknown as Args[1],
    );
    expect(values).toEqual({
      site: 'https://www.alpha.example',
      root: `${cwd}/.build/alpha-motors`,
      rootRelative: '.build/alpha-motors',
      cacheDir: `${cwd}/.cache/alpha-motors`,
      cacheDirRelative: '.cache/alpha-motors',
      // outside the working folder: no relative form
      outDir: '/elsewhere/dist/alpha-motors',
      netlifySecret: undefined,
    });
    const netlify = builder(
      'export const middlewareSecret = "5ec2e7";\nexport const cacheOnDemandPages = false;',
    );
    expect(
      (await tenantStrings(config as unknown as Args[0], netlify as unknown as Args[1]))
        .netlifySecret,
    ).toBe('5ec2e7');
    await expect(
      tenantStrings(
        config as unknown as Args[0],
        builder('export const x = 1;') as unknown as Args[1],
      ),
    ).rejects.toThrow(/no longer gives "middlewareSecret"/);
  });
});

describe('recordings kept on disk', () => {
  const recording = (folder: string, n: number, slug = 'alpha-motors') => {
    const dir = temporaryDir(folder, n);
    mkdirSync(path.join(dir, 'client'), { recursive: true });
    writeFileSync(path.join(dir, 'client', 'sample.png'), 'PNG bytes');
    return {
      slug,
      signature: `{"n":${n}}`,
      dir,
      envs: new Map([
        [
          'client',
          {
            templates: new Map([['_astro/a.js', 'x\u0000dealer-tenant:site\u0000']]),
            copies: ['sample.png'],
            stores: [],
            outputs: [{ output: [{ type: 'asset' as const, fileName: '_astro/a.js' }] }],
            returnedArray: false,
          },
        ],
      ]),
      internals: {
        fields: new Map<string, unknown>([
          ['pagesByHydratedComponent', new Map([['/A.tsx', new Set([new PageRef('index')])]])],
          ['middlewareEntryPoint', new UrlRef('file:///x/\u0000dealer-tenant:outDir\u0000/mw.mjs')],
          ['inlinedScripts', new Map([['s', 'code']])],
          ['astroActionsEntryPoint', undefined],
          ['pattern', /^\/cars\/([^/]+?)$/i],
        ]),
        styles: new Map([['index', [{ depth: 0, sheet: { type: 'inline', content: 'a{}' } }]]]),
      },
    };
  };

  it('keeps a recording whole: templates, copies, internals and its judgement', () => {
    const folder = tempDir('kept-');
    const rec = recording(folder, 1);
    const dir = saveRecording(rec, recordingDir(folder, rec.signature));
    expect(dir).toBe(recordingDir(folder, rec.signature));
    expect(recordingDir(folder, rec.signature)).not.toBe(recordingDir(folder, '{"n":2}'));
    const loaded = loadRecording(dir)!;
    expect(loaded.slug).toBe('alpha-motors');
    expect(loaded.envs).toEqual(rec.envs);
    expect(canonical(loaded.internals!.fields)).toBe(canonical(rec.internals.fields));
    expect(loaded.internals!.fields.get('middlewareEntryPoint')).toBeInstanceOf(UrlRef);
    expect(snapshotDifference(loaded.internals!, rec.internals)).toBeNull();
    expect(readFileSync(path.join(dir, 'client', 'sample.png'), 'utf8')).toBe('PNG bytes');
    expect(loaded.checkedBy).toBeUndefined();
    markChecked(dir, 'beta-cars');
    expect(loadRecording(dir)!.checkedBy).toBe('beta-cars');
    markUnusable(dir, 'they differ');
    expect(loadRecording(dir)!.unusable).toBe('they differ');
    expect(existsSync(path.join(dir, 'client'))).toBe(false);
    expect(loadRecording(path.join(folder, 'nothing'))).toBeUndefined();
  });

  it('keeps the first of two processes’ recordings of the same inputs', () => {
    const folder = tempDir('kept-');
    const first = recording(folder, 1, 'alpha-motors');
    const second = recording(folder, 2, 'beta-cars');
    const target = recordingDir(folder, first.signature);
    saveRecording(first, target);
    expect(saveRecording({ ...second, signature: first.signature }, target)).toBe(target);
    expect(loadRecording(target)!.slug).toBe('alpha-motors');
    expect(existsSync(second.dir)).toBe(false);
  });

  it('keeps the newest few recordings, and no ended process’s half-made one', () => {
    const folder = tempDir('kept-');
    for (let n = 1; n <= 5; n++) {
      const rec = recording(folder, n);
      const dir = recordingDir(folder, rec.signature);
      saveRecording(rec, dir);
      utimesSync(dir, new Date(2026, 0, n), new Date(2026, 0, n));
    }
    const stale = path.join(folder, '.tmp-999999999-1');
    mkdirSync(stale);
    const rec = recording(folder, 6);
    saveRecording(rec, recordingDir(folder, rec.signature));
    const kept = readdirSync(folder).sort();
    expect(kept).toHaveLength(4);
    expect(kept).toContain(path.basename(recordingDir(folder, rec.signature)));
    expect(kept).toContain(path.basename(recordingDir(folder, '{"n":5}')));
    expect(kept).not.toContain(path.basename(recordingDir(folder, '{"n":1}')));
    expect(existsSync(stale)).toBe(false);
  });
});
