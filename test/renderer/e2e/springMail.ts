// The Spring 1901 orders of six powers as a GM receives them by mail (France's are dragged on the
// board): the workstation's story pastes them (workstation.test.ts), the reports' tests file them
// through the service (rulesAndReports.test.ts).
export const SPRING_MAIL = `From: gm@example.org
Subject: S1901M orders

England:
F lon - nth
F edi - nwg
A lvp - yor

Germany:
A mun - bur
F kie - hol
A ber - mun

Austria:
A vie - tyr
A bud - gal
F tri - adr

Italy:
A ven - pie
A rom - apu
F nap - ion

Russia:
A war - ukr
A mos - lvn
F sev - bla
F stp/sc - bot

Turkey:
A smy - arm
F ank - bla
A con H
`;
