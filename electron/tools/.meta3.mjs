import { build } from 'esbuild';
const entry = process.argv[2];
const r = await build({ absWorkingDir: process.cwd(), entryPoints: [entry], outdir: '/tmp/clib/out3', bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', metafile: true, write: false, logLevel: 'error', loader: { '.json': 'empty' } });
const o = Object.values(r.metafile.outputs).find((x) => x.entryPoint);
const groups = {};
for (const [f, v] of Object.entries(o.inputs)) { const g = f.split('/').slice(0, +process.argv[3] || 2).join('/'); groups[g] = (groups[g] ?? 0) + v.bytesInOutput; }
console.log('total', o.bytes, 'externals:', o.imports.filter(i=>i.external).map(i=>i.path).join(' '));
for (const [g, b] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(b).padStart(8), g);
