// `npm run bench:reader`: reading a 34-order sheet (seven powers, headers, one order per line, a few
// misspellings) with readSheet. Reports the median time per sheet over many reads.
import { readSheet } from '../../engine/orders/sheet';
import { standardMap } from '../../engine/map/standard';

const map = standardMap();
const sheet = `England:
F nth - nwy
F lon - eng
A lvp - yor
F edi - nwg
France:
A par - bur
A mar S A par - bur
F bre - mao
Germany:
A ber - kie
F kie - den
A mun - ruh
Italy:
A ven - tyr
A rom - apu
F nap - ion
Austria:
A vie - gal
A bud - ser
F tri - alb
Russia:
A mos - ukr
A war - gal
F sev - bla
F stp/sc - bot
Turkey:
A con - bul
A smy - arm
F ank - bla
England: A yor S F nth - nwy
France: F mao - spa/nc
Germany: A kie - hol
Italy: A apu H
Austria: A ser S A bud
Russia: A ukr - rum
Turkey: A bul - rum
France: A bur - Pariz
Germany: F den - Skagerack
Italy: F ion - Tunis
Russia: F bot - swe`;

const count = sheet.split('\n').filter((l) => !l.endsWith(':')).length;
let sink = 0;
for (let i = 0; i < 500; i++) sink += readSheet(sheet, map, { phase: 'movement' }).orders.length;
const times: number[] = [];
for (let i = 0; i < 5000; i++) {
  const t = process.hrtime.bigint();
  sink += readSheet(sheet, map, { phase: 'movement' }).orders.length;
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.floor(times.length * p)].toFixed(3);
console.log(`reader: a ${count}-order sheet, 5000 reads after 500 warm-up`);
console.log(`reader: median ${q(0.5)} ms per sheet (p90 ${q(0.9)} ms, p99 ${q(0.99)} ms) (sink ${sink})`);
