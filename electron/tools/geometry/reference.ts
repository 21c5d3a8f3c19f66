// The standard map's province-level adjacency, for the board-geometry check (step 7 of
// docs/map-geometry.md): from the engine's map file when it exists, else from our own table.
import { existsSync, readFileSync } from 'node:fs';
import { pairKey } from './raster';

/**
 * The 206 unordered pairs of standard provinces that an army or a fleet can move between (coasts
 * stripped). Written out by hand from the rules of the game; the fallback while the engine's
 * `resources/maps/standard/map.json` does not exist, and a cross-check once it does.
 */
export const STANDARD_ADJACENCY: readonly string[] = `
  adr-alb adr-apu adr-ion adr-tri adr-ven aeg-bul aeg-con aeg-eas aeg-gre aeg-ion aeg-smy alb-gre
  alb-ion alb-ser alb-tri ank-arm ank-bla ank-con ank-smy apu-ion apu-nap apu-rom apu-ven arm-bla
  arm-sev arm-smy arm-syr bal-ber bal-bot bal-den bal-kie bal-lvn bal-pru bal-swe bar-nwg bar-nwy
  bar-stp bel-bur bel-eng bel-hol bel-nth bel-pic bel-ruh ber-kie ber-mun ber-pru ber-sil bla-bul
  bla-con bla-rum bla-sev boh-gal boh-mun boh-sil boh-tyr boh-vie bot-fin bot-lvn bot-stp bot-swe
  bre-eng bre-gas bre-mao bre-par bre-pic bud-gal bud-rum bud-ser bud-tri bud-vie bul-con bul-gre
  bul-rum bul-ser bur-gas bur-mar bur-mun bur-par bur-pic bur-ruh cly-edi cly-lvp cly-nao cly-nwg
  con-smy den-hel den-kie den-nth den-ska den-swe eas-ion eas-smy eas-syr edi-lvp edi-nth edi-nwg
  edi-yor eng-iri eng-lon eng-mao eng-nth eng-pic eng-wal fin-nwy fin-stp fin-swe gal-rum gal-sil
  gal-ukr gal-vie gal-war gas-mao gas-mar gas-par gas-spa gre-ion gre-ser hel-hol hel-kie hel-nth
  hol-kie hol-nth hol-ruh ion-nap ion-tun ion-tys iri-lvp iri-mao iri-nao iri-wal kie-mun kie-ruh
  lon-nth lon-wal lon-yor lvn-mos lvn-pru lvn-stp lvn-war lvp-nao lvp-wal lvp-yor lyo-mar lyo-pie
  lyo-spa lyo-tus lyo-tys lyo-wes mao-naf mao-nao mao-por mao-spa mao-wes mar-pie mar-spa mos-sev
  mos-stp mos-ukr mos-war mun-ruh mun-sil mun-tyr naf-tun naf-wes nao-nwg nap-rom nap-tys nth-nwg
  nth-nwy nth-ska nth-yor nwg-nwy nwy-ska nwy-stp nwy-swe par-pic pie-tus pie-tyr pie-ven por-spa
  pru-sil pru-war rom-tus rom-tys rom-ven rum-ser rum-sev rum-ukr ser-tri sev-ukr sil-war ska-swe
  smy-syr spa-wes tri-tyr tri-ven tri-vie tun-tys tun-wes tus-tys tus-ven tyr-ven tyr-vie tys-wes
  ukr-war wal-yor
`
  .trim()
  .split(/\s+/);

/** The province part of a location id (`spa/nc` -> `spa`). */
function provinceOf(location: string): string {
  return location.split('/')[0];
}

interface MapFileProvince {
  id: string;
  army?: string[];
  fleet?: string[] | Record<string, string[]>;
}

/** Province-level pairs of a map file (format of engine/map/types.ts), sorted. */
export function adjacencyOfMapFile(map: { provinces: MapFileProvince[] }): string[] {
  const pairs = new Set<string>();
  for (const province of map.provinces) {
    const fleet = province.fleet ?? [];
    const targets = [...(province.army ?? []), ...(Array.isArray(fleet) ? fleet : Object.values(fleet).flat())];
    for (const target of targets) {
      const other = provinceOf(target);
      if (other !== province.id) pairs.add(pairKey(province.id, other));
    }
  }
  return [...pairs].sort();
}

/** The map file's pairs when the file exists, else null. */
export function readMapFileAdjacency(path: string): string[] | null {
  if (!existsSync(path)) return null;
  return adjacencyOfMapFile(JSON.parse(readFileSync(path, 'utf8')));
}
