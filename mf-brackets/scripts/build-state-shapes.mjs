// Writes src/features/home/state-map/state-shapes.json: the SVG path of each of the 50 states
// for the /home map, so the browser draws the map without a map library.
// Source: us-atlas's states-albers-10m.json (US Census Bureau cartographic boundary files,
// 1:10,000,000, already projected with d3-geo's geoAlbersUsa to a 975 x 610 frame: Alaska
// and Hawaii are insets). topojson-client turns its arcs into GeoJSON and d3-geo's geoPath,
// with no projection (the points are already screen points), writes the paths, rounded to
// whole pixels of that frame, with a label point per state (x, y; a callout line from lineX,
// lineY for the smallest). The District of Columbia is not one of the site's 50 states.
// Run after upgrading us-atlas: `node mf-brackets/scripts/build-state-shapes.mjs`; the
// output is committed, and a unit test checks it names exactly the site's 50 states.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const atlas = require('us-atlas/states-albers-10m.json');
const atlasVersion = require('us-atlas/package.json').version;

// The site's states (shared-api/src/contracts/states.ts) by FIPS code, read from its source
// text so this script needs no TypeScript loader.
const statesSource = fs.readFileSync(
  path.join(here, '../../shared-api/src/contracts/states.ts'),
  'utf8',
);
const codeByFips = new Map(
  [...statesSource.matchAll(/code: '([A-Z]{2})', name: '[^']+', fips: '(\d{2})'/g)].map(
    ([, code, fips]) => [fips, code],
  ),
);
if (codeByFips.size !== 50) throw new Error(`expected 50 states, read ${codeByFips.size}`);

// States too small to hold their label: labelled in a column east of the coast, with a line
// to the state, north to south (the frame is widened to hold the column).
const CALLOUTS = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD'];
const CALLOUT_X = 1000;
const CALLOUT_GAP = 30;
const FRAME = { width: 1060, height: 610 };

const pathOf = geoPath().digits(0);
const round = (value) => Math.round(value);

/** The label point: the centroid of the state's largest polygon (Michigan's is not a lake). */
function labelPoint(shape) {
  const polygons =
    shape.geometry.type === 'MultiPolygon'
      ? shape.geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }))
      : [shape.geometry];
  const largest = polygons.reduce((a, b) => (pathOf.area(b) > pathOf.area(a) ? b : a));
  return pathOf.centroid(largest).map(round);
}

const states = {};
for (const shape of feature(atlas, atlas.objects.states).features) {
  const code = codeByFips.get(shape.id);
  if (!code) continue;
  const [x, y] = labelPoint(shape);
  states[code] = { d: pathOf(shape), x, y };
}
// The callouts keep their states' order and start level with the first of them.
let calloutY = states[CALLOUTS[0]].y - 40;
for (const code of CALLOUTS) {
  const state = states[code];
  calloutY = Math.max(calloutY + CALLOUT_GAP, state.y);
  Object.assign(state, { lineX: state.x, lineY: state.y, x: CALLOUT_X, y: calloutY });
}
const codes = Object.keys(states).sort();
if (codes.length !== 50) throw new Error(`the atlas has ${codes.length} of the 50 states`);

const out = path.join(here, '../src/features/home/state-map/state-shapes.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({
    source: `us-atlas@${atlasVersion} states-albers-10m.json (US Census Bureau, geoAlbersUsa 975x610)`,
    viewBox: `0 0 ${FRAME.width} ${FRAME.height}`,
    states: Object.fromEntries(codes.map((code) => [code, states[code]])),
  })}\n`,
);
console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`);
