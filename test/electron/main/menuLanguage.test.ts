// Issue 32: the application menu in the OS's or the GM's language, from the same catalogues as the
// window; the choice is kept in the user data folder, and a damaged file falls back to the OS's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (t: unknown) => t } }));
const { menuTemplate } = await import('../../../electron/main/menu');
const { fromLocale, storedLanguage, storeLanguage } = await import('../../../electron/main/menuLanguage');

const actions = (language: 'en' | 'fr' | 'de' | 'it', chosen = true) => ({
  openArchive: () => undefined,
  send: vi.fn(),
  window: () => null,
  language,
  chosen,
  chooseLanguage: vi.fn(),
});
const labels = (items: MenuItemConstructorOptions[]): string[] =>
  items.flatMap((i) => [...(i.label ? [i.label] : []), ...(Array.isArray(i.submenu) ? labels(i.submenu) : [])]);

describe('the application menu', () => {
  it('is worded in the chosen language', () => {
    expect(labels(menuTemplate(actions('en')))).toEqual(expect.arrayContaining(['&File', 'New Game…', 'Adjudicate…', 'Language']));
    const fr = labels(menuTemplate(actions('fr')));
    expect(fr).toEqual(expect.arrayContaining(['&Fichier', 'Nouvelle partie…', 'Résoudre…', 'Langue', 'Langue du système']));
    expect(fr).not.toContain('New Game…');
    expect(labels(menuTemplate(actions('de')))).toEqual(expect.arrayContaining(['&Datei', 'Neue Partie…', 'Auswerten…']));
    expect(labels(menuTemplate(actions('it')))).toEqual(expect.arrayContaining(['Nuova partita…', 'Risolvi…', 'Lingua']));
  });

  it('offers each language named in itself, the one in use ticked, and hands the choice on', () => {
    const a = actions('de');
    const view = menuTemplate(a).find((i) => i.label === '&Ansicht')!;
    const language = (view.submenu as MenuItemConstructorOptions[]).find((i) => i.label === 'Sprache')!;
    const items = language.submenu as MenuItemConstructorOptions[];
    expect(items.map((i) => i.label)).toEqual(['Systemsprache', 'English', 'Français', 'Deutsch', 'Italiano']);
    expect(items.filter((i) => i.checked).map((i) => i.label)).toEqual(['Deutsch']);
    (items[2].click as () => void)();
    expect(a.chooseLanguage).toHaveBeenCalledWith('fr');
    (items[0].click as () => void)();
    expect(a.chooseLanguage).toHaveBeenCalledWith(null);
    const os = menuTemplate(actions('fr', false)).find((i) => i.label === '&Affichage')!;
    const osItems = ((os.submenu as MenuItemConstructorOptions[]).find((i) => i.label === 'Langue')!.submenu as MenuItemConstructorOptions[]).filter(
      (i) => i.checked,
    );
    expect(osItems.map((i) => i.label)).toEqual(['Langue du système']);
  });
});

describe('the menu language', () => {
  it("follows the OS's locale by its base, else English", () => {
    expect(fromLocale('fr-CH')).toBe('fr');
    expect(fromLocale('de_AT')).toBe('de');
    expect(fromLocale('it')).toBe('it');
    expect(fromLocale('pt-BR')).toBe('en');
  });

  it('keeps the choice for the next launch, and reads a damaged or foreign file as no choice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'menu-language-'));
    expect(storedLanguage(dir)).toBeNull();
    storeLanguage(dir, 'it');
    expect(storedLanguage(dir)).toBe('it');
    storeLanguage(dir, null);
    expect(storedLanguage(dir)).toBeNull();
    writeFileSync(join(dir, 'language.json'), '{"language":"xx"}');
    expect(storedLanguage(dir)).toBeNull();
    writeFileSync(join(dir, 'language.json'), 'not json');
    expect(storedLanguage(dir)).toBeNull();
  });
});
