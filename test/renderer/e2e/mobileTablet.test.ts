// Issue 29 item 6 on a tablet (768x1024) with touch emulation: mobile.ts's flow (the login by pairing
// code, a whole movement phase by taps and typing, committed, its results read).
import { boardGmOn, TABLET } from './mobile';

boardGmOn(TABLET);
