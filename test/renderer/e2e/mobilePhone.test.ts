// Issue 29 item 6 on a phone (390x844) with touch emulation: mobile.ts's flow (the login by password,
// a whole movement phase by taps and typing, committed, its results read; the text at least 16 px).
import { boardGmOn, PHONE } from './mobile';

boardGmOn(PHONE);
