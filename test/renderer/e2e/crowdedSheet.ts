// The crowded phase of the order-entry files (entry.test.ts types its sheet; entryCrowded.test.ts
// files the same sheet through the service and checks the flags, the keys and the crowded preview):
// its 34 units, the sheet as GMs write it, and the two reads of the page both files make.
import type { Page } from 'playwright-core';
import { positionAt, unitsOf } from '../../support/positions';

/** A crowded Spring 1905: 34 units, so a full order sheet is 34 orders. */
const UNITS = unitsOf([
  'England F lon, England F edi, England A lvp, England F nth, England F nwg, England A yor',
  'France A par, France A mar, France F bre, France A bur, France F mao',
  'Germany A mun, Germany F kie, Germany A ber, Germany A ruh, Germany F hol',
  'Austria A vie, Austria A bud, Austria F tri, Austria A gal, Austria A ser',
  'Italy A ven, Italy A rom, Italy F nap, Italy F ion',
  'Russia A mos, Russia A war, Russia F sev, Russia F stp/sc, Russia A ukr',
  'Turkey A con, Turkey F ank, Turkey A smy, Turkey F bla',
]);

export const POSITION = positionAt(UNITS, {
  phase: { season: 'spring', year: 1905, type: 'movement' },
  supplyCenters: {
    England: ['lon', 'edi', 'lvp', 'nwy', 'swe', 'den'],
    France: ['par', 'mar', 'bre', 'spa', 'por'],
    Germany: ['ber', 'kie', 'mun', 'hol', 'bel'],
    Austria: ['vie', 'bud', 'tri', 'ser', 'gre'],
    Italy: ['ven', 'rom', 'nap', 'tun'],
    Russia: ['mos', 'war', 'sev', 'stp', 'rum'],
    Turkey: ['con', 'ank', 'smy', 'bul'],
  },
});

/**
 * The sheet as GMs and players write it: tersely (`par-pic`, `lon h`, the unit's type left out where
 * the province tells it, powers as `eng:`), with a few long forms kept (`Germany:`, `A mun - tyr`,
 * `F stp/sc - bot`), a convoy and supports: 34 orders in 322 keys (405 when every order was written
 * out, `England:` and `F lon H`). Each line: the power's header, then [as typed, as read: the engine's short notation of the order filed].
 */
export const SHEET: [header: string, power: string, lines: [typed: string, read: string][]][] = [
  [
    'eng:',
    'England',
    [
      ['f nth c a yor-nwy', 'F nth C A yor - nwy'],
      ['a yor-nwy', 'A yor - nwy'],
      ['lon h', 'lon H'],
      ['edi h', 'edi H'],
      ['nwg-bar', 'nwg - bar'],
      ['lvp h', 'lvp H'],
    ],
  ],
  [
    'fra:',
    'France',
    [
      ['par-pic', 'par - pic'],
      ['mar-pie', 'mar - pie'],
      ['bre h', 'bre H'],
      ['bur-bel', 'bur - bel'],
      ['mao-por', 'mao - por'],
    ],
  ],
  [
    'Germany:',
    'Germany',
    [
      ['A mun - tyr', 'A mun - tyr'],
      ['kie-den', 'kie - den'],
      ['ber-pru', 'ber - pru'],
      ['ruh s bur-bel', 'ruh S bur - bel'],
      ['hol h', 'hol H'],
    ],
  ],
  [
    'aus:',
    'Austria',
    [
      ['vie h', 'vie H'],
      ['bud-rum', 'bud - rum'],
      ['tri-alb', 'tri - alb'],
      ['gal s bud-rum', 'gal S bud - rum'],
      ['ser-gre', 'ser - gre'],
    ],
  ],
  [
    'ita:',
    'Italy',
    [
      ['ven h', 'ven H'],
      ['rom-tus', 'rom - tus'],
      ['nap h', 'nap H'],
      ['ion-tun', 'ion - tun'],
    ],
  ],
  [
    'rus:',
    'Russia',
    [
      ['mos h', 'mos H'],
      ['war-sil', 'war - sil'],
      ['sev-arm', 'sev - arm'],
      ['F stp/sc - bot', 'F stp/sc - bot'],
      ['ukr h', 'ukr H'],
    ],
  ],
  [
    'tur:',
    'Turkey',
    [
      ['con-bul', 'con - bul'],
      ['ank h', 'ank H'],
      ['smy-syr', 'smy - syr'],
      ['bla h', 'bla H'],
    ],
  ],
];
export const ORDER_LINES = SHEET.flatMap(([, , lines]) => lines.map(([typed]) => typed));
/** Typed as a GM reads a sheet aloud: a power header, Enter, its orders, each ended by Enter. */
export const TYPED = SHEET.map(([header, , lines]) => `${header}\n${lines.map(([typed]) => typed).join('\n')}\n`).join('');

export const orderText = (page: Page) => page.getByTestId('order-text');
export const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);
