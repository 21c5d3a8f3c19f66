// The tooling's promises (issue 28): the type check writes nothing into the tracked tree, a fresh
// `npm install` leaves package-lock.json as it is, the type-aware lint rules are on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18n } from '../renderer/i18n/index';
import { backToEnglish } from './support/english';
import { E2E_TESTS, ENGLISH, OWN_PROCESS, PROJECTS, PURE_TESTS, SERVER_TESTS, SHARED_TESTS } from './vitest.config';

const root = fileURLToPath(new URL('..', import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('npm run typecheck writes nothing into the tree', () => {
  for (const layer of ['engine', 'electron', 'renderer', 'test'])
    it(`${layer}/tsconfig.json sends declarations and build info to node_modules/.cache`, () => {
      const { compilerOptions } = json(`${layer}/tsconfig.json`);
      for (const key of ['outDir', 'tsBuildInfoFile']) {
        const where = relative(root, join(root, layer, compilerOptions[key]))
          .split('\\')
          .join('/');
        expect(where, key).toMatch(/^node_modules\/\.cache\/tsc\//);
      }
    });
});

describe('package-lock.json is what npm install writes', () => {
  // npm marks a package `hasInstallScript` when it has an install script, or a binding.gyp and no
  // install or preinstall (npm then runs node-gyp); a lock without the mark is rewritten by
  // `npm install` on a fresh clone.
  const lock = json('package-lock.json');
  const installed = Object.entries<Record<string, unknown>>(lock.packages).filter(([path]) => path && existsSync(join(root, path, 'package.json')));
  it('checks the packages installed here', () => expect(installed.length).toBeGreaterThan(100));
  it('marks exactly the packages with install scripts', () => {
    const wrong = installed.filter(([path, entry]) => {
      const scripts = json(join(path, 'package.json')).scripts ?? {};
      const gyp = existsSync(join(root, path, 'binding.gyp')) && !scripts.install && !scripts.preinstall;
      const expected = Boolean(scripts.preinstall || scripts.install || scripts.postinstall || gyp);
      return Boolean(entry.hasInstallScript) !== expected;
    });
    expect(wrong.map(([path]) => path)).toEqual([]);
  });
});

describe('type-aware lint rules', () => {
  // They run through oxlint (.oxlintrc.json) on every TypeScript file of every layer; test/checks.test.ts
  // plants a floating and a misused promise in each layer and sees both fail.
  it('floating and misused promises are errors, and no layer is left out', () => {
    const { rules, ignorePatterns } = json('.oxlintrc.json');
    expect(rules['typescript/no-floating-promises']).toBe('error');
    expect(rules['typescript/no-misused-promises']).toBe('error');
    for (const file of ['engine/index.ts', 'electron/cli/main.ts', 'renderer/main.tsx', 'test/tooling.test.ts'])
      expect(
        ignorePatterns.filter((p: string) => matchesGlob(file, p)),
        file,
      ).toEqual([]);
  });
});

describe("the 'pure' project's tests share worker processes (test/vitest.config.ts)", () => {
  // Files of the pure project run one after the other in one process (isolate: false): none may mock
  // a module, stub a global or the environment, fake the clock, change the working directory or start
  // a process, or add to i18next's catalogues, which would reach the files after it. A language they
  // switch to is switched back after the file (test/support/english.ts, checked below).
  const shared = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|node:child_process|process\.chdir\(|\.(addResource\w*|removeResourceBundle|use|init)\(/;
  const dirs = [
    'test/engine',
    'test/datc',
    'test/reference',
    'test/electron/service',
    'test/electron/tournament',
    'test/electron/interchange',
    'test/electron/archive',
    'test/electron/reports',
    'test/electron/ipc',
    'test/renderer/board',
    'test/renderer/interaction',
    'test/renderer/panels',
    'test/renderer/i18n',
  ];
  const single = [
    'test/electron/runtime/lazy.test.ts',
    'test/electron/runtime/appFresh.test.ts',
    'test/electron/main/guards.test.ts',
    ...readdirSync(join(root, 'test/renderer'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `test/renderer/${f}`),
  ];
  const own = (f: string) =>
    f.startsWith('test/electron/service/mail/') ||
    f.startsWith('test/electron/host/') ||
    f === 'test/renderer/i18n/saidWords.test.ts' ||
    /^test\/electron\/reports\/(pdf|languagePdf)/.test(f) ||
    ['test/electron/interchange/jdip.test.ts', 'test/electron/archive/crash.test.ts', 'test/electron/archive/trust.test.ts'].includes(f);
  const files = [
    ...dirs.flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f}`)
        .filter((f) => !own(f)),
    ),
    ...single,
  ];
  it('covers the engine, DATC, reference, service, tournament, interchange, archive, reports, IPC and renderer unit tests, less those that start processes', () => {
    expect(PURE_TESTS).toEqual(['test/engine/**/*.test.ts', 'test/datc/**/*.test.ts', 'test/reference/**/*.test.ts']);
    expect([...OWN_PROCESS].sort()).toEqual([
      'test/electron/reports/pdf.test.ts',
      'test/electron/reports/pdfBoards.test.ts',
      'test/electron/service/mail/notes.test.ts',
      'test/electron/service/mail/postal*.test.ts',
      'test/engine/draw/svg.test.ts',
      'test/renderer/i18n/saidWords.test.ts',
    ]);
    expect(files.filter((f) => f.endsWith('.test.ts')).length).toBeGreaterThan(90);
  });
  it('no file of a shared project asks for another environment (vitest would stop the worker for it and start another, importing everything again)', () => {
    const sharing = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
      .map((f) => `test/${f.split('\\').join('/')}`)
      .filter((f) => /\.test\.tsx?$/.test(f))
      .filter(
        (f) => [...PURE_TESTS, ...SHARED_TESTS, ...SERVER_TESTS, ...E2E_TESTS].some((g) => matchesGlob(f, g)) && !OWN_PROCESS.some((g) => matchesGlob(f, g)),
      );
    expect(sharing.length).toBeGreaterThan(200);
    // Spelt in two pieces: vitest reads the whole text of a test file for the pragma, this one's too.
    const pragma = ['@vitest', 'environment'].join('-');
    expect(sharing.filter((f) => readFileSync(join(root, f), 'utf8').includes(pragma))).toEqual([]);
    expect(readFileSync(join(root, 'test/engine/draw/svg.test.ts'), 'utf8')).toContain(`${pragma} jsdom`);
  });
  it('every test file the shared project runs is among those checked here', () => {
    const sharedHere = (f: string) =>
      [...PURE_TESTS, ...SHARED_TESTS].some((g) => matchesGlob(f, g)) && ![...OWN_PROCESS, ...SERVER_TESTS].some((g) => matchesGlob(f, g));
    const tests = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
      .map((f) => `test/${f.split('\\').join('/')}`)
      .filter((f) => /\.test\.tsx?$/.test(f));
    expect(tests.filter(sharedHere).length).toBeGreaterThan(120);
    expect(tests.filter((f) => sharedHere(f) && !files.includes(f))).toEqual([]);
  });
  for (const file of files)
    it(`${file} changes nothing a later file in the same process would see`, () => {
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(shared);
    });
  it('the pattern finds what it forbids', () => {
    for (const text of [
      "vi.mock('electron')",
      'vi.useFakeTimers()',
      "import { spawn } from 'node:child_process'",
      "process.chdir('/')",
      "vi.stubEnv('X', '1')",
      "i18n.addResource('fr', 'said', 'k', 'v')",
      'i18n.addResourceBundle(lang, ns, words)',
    ])
      expect(text).toMatch(shared);
    expect("await i18n.changeLanguage('fr')").not.toMatch(shared);
  });
});

describe('the shared projects put the language back after each file (test/support/english.ts)', () => {
  const projects = PROJECTS as { test: { name: string; isolate?: boolean; setupFiles?: string[] } }[];
  it('every project whose files share a worker, but the browser files, has the setup file', () => {
    const shared = projects.filter((p) => p.test.isolate === false && p.test.name !== 'e2e');
    expect(shared.map((p) => p.test.name).sort()).toEqual(['pure', 'servers']);
    for (const p of shared) expect(p.test.setupFiles, p.test.name).toContain(ENGLISH);
    expect(existsSync(join(root, ENGLISH))).toBe(true);
  });
  it('a file left in French, German or Italian is put back in English, its words too', async () => {
    const english = i18n.t('common:language.choose');
    for (const lang of ['fr', 'de', 'it']) {
      await i18n.changeLanguage(lang);
      expect(i18n.t('common:language.choose'), lang).not.toBe(english);
      await backToEnglish();
      expect(i18n.language).toBe('en');
      expect(i18n.t('common:language.choose')).toBe(english);
    }
  });
});

describe("the 'servers' project's files share worker processes too (test/vitest.config.ts)", () => {
  // They start a server or run a tool for the file and stop it after their last test; none may mock a
  // module, stub a global or the environment, set an environment variable, fake the clock, change
  // the working directory or add to i18next's catalogues (a language they switch to is switched back).
  const shared =
    /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.chdir\(|process\.env\.\w+ *=[^=]|Object\.assign\(process\.env|\.(addResource\w*|removeResourceBundle|use|init)\(/;
  const tests = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' }).map((f) => `test/${f.split('\\').join('/')}`);
  const files = tests.filter((f) => SERVER_TESTS.some((g) => matchesGlob(f, g)));
  it('lists files that exist, each pattern at least one, none of them also in a process of its own', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const glob of SERVER_TESTS) expect(files.filter((f) => matchesGlob(f, glob)).length, glob).toBeGreaterThan(0);
    for (const file of files)
      expect(
        OWN_PROCESS.some((g) => matchesGlob(file, g)),
        file,
      ).toBe(false);
  });
  for (const file of files)
    it(`${file} changes nothing a later file in the same process would see`, () => {
      expect(readFileSync(join(root, file), 'utf8')).not.toMatch(shared);
    });
  it('the pattern finds what it forbids', () => {
    for (const text of ["vi.mock('electron')", "process.env.HOME = '/'", 'Object.assign(process.env, { A: 1 })', "i18n.addResource('fr', 'said', 'k', 'v')"])
      expect(text).toMatch(shared);
  });
});

describe("the 'e2e' project's browser tests share worker processes too (test/vitest.config.ts)", () => {
  // They may run a tool to its end (pdftotext reading a PDF back), but none may mock a module, stub a
  // global or the environment, fake the clock or change the working directory.
  const shared = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.chdir\(|process\.env\.\w+ *=[^=]/;
  const dir = 'test/renderer/e2e';
  const files = readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts'));
  it('covers every browser test file', () => {
    expect(E2E_TESTS).toEqual([`${dir}/**/*.test.ts`]);
    expect(files.filter((f) => f.endsWith('.test.ts')).length).toBeGreaterThan(25);
  });
  for (const file of files)
    it(`${dir}/${file} changes nothing a later file in the same process would see`, () => {
      expect(readFileSync(join(root, dir, file), 'utf8')).not.toMatch(shared);
    });
  it('the pattern finds what it forbids', () => {
    for (const text of ["vi.mock('electron')", 'vi.useFakeTimers()', "process.chdir('/')", "process.env.HOME = '/'"]) expect(text).toMatch(shared);
  });
});
