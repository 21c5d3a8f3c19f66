// The event's TLS certificate. Off loopback every connection is HTTPS/WSS: the director either
// supplies a certificate (--cert, --key) or Adjutant makes one for the event (self-signed, EC P-256,
// valid 30 days, naming the laptop's addresses), kept beside the archive and reused while it still
// names them. A GM's browser warns about a self-signed certificate: its SHA-256 fingerprint, printed
// and shown as text, is what the GM checks before accepting it.
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generate } from 'selfsigned';

export interface EventCertificate {
  cert: string;
  key: string;
  /** SHA-256 of the certificate, as `AB:CD:...` (what browsers show). */
  fingerprint: string;
  /** Where it came from: made for the event (and where it is kept), or supplied by the director. */
  source: string;
}

const VALID_DAYS = 30;

const isAddress = (n: string): boolean => /^\d+\.\d+\.\d+\.\d+$/.test(n) || n.includes(':');

function fingerprintOf(cert: string): string {
  return new X509Certificate(cert).fingerprint256;
}

/** A certificate the director supplies: the pair must match and be valid now. */
export function suppliedCertificate(certFile: string, keyFile: string, now = new Date()): EventCertificate | string {
  let cert: string;
  let key: string;
  try {
    cert = readFileSync(certFile, 'utf8');
    key = readFileSync(keyFile, 'utf8');
  } catch (e) {
    return `cannot read the certificate or its key: ${(e as Error).message}`;
  }
  try {
    const x = new X509Certificate(cert);
    if (!x.checkPrivateKey(createPrivateKey(key))) return `${keyFile} is not the key of ${certFile}`;
    if (Date.parse(x.validTo) <= now.getTime()) return `${certFile} expired on ${x.validTo}`;
    if (Date.parse(x.validFrom) > now.getTime()) return `${certFile} is not valid before ${x.validFrom}`;
    return { cert, key, fingerprint: x.fingerprint256, source: `supplied (${certFile})` };
  } catch (e) {
    return `${certFile} or ${keyFile} is not a PEM certificate and key: ${(e as Error).message}`;
  }
}

/** Whether `cert` is valid for a while yet and names every one of `names` (IP addresses or DNS names). */
function covers(cert: string, names: readonly string[], now: Date): boolean {
  try {
    const x = new X509Certificate(cert);
    if (Date.parse(x.validTo) - now.getTime() < 24 * 3_600_000) return false;
    // checkIP throws on a name that is not an address: ask each the question that fits it.
    return names.every((n) => (isAddress(n) ? x.checkIP(n) !== undefined : x.checkHost(n) !== undefined));
  } catch {
    return false;
  }
}

/** The event's own certificate for these names: the one kept at `file` (+ `.key`) when it still fits, else a new one. */
export async function eventCertificate(file: string, names: readonly string[], now = new Date()): Promise<EventCertificate> {
  const keyFile = `${file}.key`;
  if (existsSync(file) && existsSync(keyFile)) {
    const cert = readFileSync(file, 'utf8');
    if (covers(cert, names, now)) return { cert, key: readFileSync(keyFile, 'utf8'), fingerprint: fingerprintOf(cert), source: `made for the event (${file})` };
  }
  const pems = await generate([{ name: 'commonName', value: 'Adjutant event' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 3_600_000),
    notAfterDate: new Date(now.getTime() + VALID_DAYS * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: names.map((n) => (isAddress(n) ? { type: 7, ip: n } : { type: 2, value: n })) },
    ],
  });
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(file, pems.cert);
  return { cert: pems.cert, key: pems.private, fingerprint: fingerprintOf(pems.cert), source: `made for the event (${file})` };
}
