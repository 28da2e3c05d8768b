import { distinctTagsCase } from './template-bench-cases.ts';
import { compileTemplate } from '../logic/template/engine.ts';
const c = distinctTagsCase();
let sink = 0;
const times: number[] = [];
for (let r = 0; r < 12; r++) {
  c.compileOnly!.prepare();
  const srcs = c.compileOnly!.sources();
  const t = performance.now();
  for (const s of srcs) sink += compileTemplate(s).errors.length + 1;
  times.push(performance.now() - t);
}
console.log(times.map((x) => x.toFixed(0)).join(' '), sink);
