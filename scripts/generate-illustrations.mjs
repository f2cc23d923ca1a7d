/*
 * Generates the flat, geometric illustration set in public/images from brand colours only.
 * Run with `node scripts/generate-illustrations.mjs` after changing a drawing; the SVG output is
 * committed so builds never depend on this script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const c = {
  ink: '#14213d',
  inkSoft: '#3b4663',
  paper: '#fbf8f3',
  paperDeep: '#f3ede3',
  line: '#e3dccf',
  amber: '#f4a62a',
  amberStrong: '#e08e0b',
  sky: '#1d5fa8',
  skySoft: '#dbe8f6',
  skyLight: '#8fc1f2',
  white: '#ffffff',
};

const root = path.resolve(import.meta.dirname, '..', 'public', 'images');

function write(relative, svg) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
}

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">${body}</svg>`;
}

/* A business unit with a roller door: the signature shape of the set. */
function unit(x, y, w, h, door = c.amber) {
  const doorW = w * 0.56;
  const doorH = h * 0.62;
  const dx = x + (w - doorW) / 2;
  const dy = y + h - doorH;
  let slats = '';
  for (let sy = dy + 8; sy < y + h - 2; sy += 8) {
    slats += `<line x1="${dx + 3}" y1="${sy}" x2="${dx + doorW - 3}" y2="${sy}" stroke="${c.amberStrong}" stroke-width="2"/>`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.ink}"/>
    <rect x="${x - 6}" y="${y - 10}" width="${w + 12}" height="12" fill="${c.inkSoft}"/>
    <rect x="${dx}" y="${dy}" width="${doorW}" height="${doorH}" fill="${door}"/>${slats}
    <rect x="${x + 8}" y="${y + 10}" width="${w - 16}" height="8" fill="${c.skyLight}"/>`;
}

/* Icons on a 64 x 64 grid: a rounded tile and one simple motif per workspace type. */
const iconMotifs = {
  workshop: `<rect x="14" y="22" width="36" height="28" fill="${c.ink}"/><path d="M10 24 32 12l22 12z" fill="${c.inkSoft}"/>
    <rect x="22" y="30" width="20" height="20" fill="${c.amber}"/><path d="M22 35h20M22 40h20M22 45h20" stroke="${c.amberStrong}" stroke-width="2"/>`,
  retail: `<rect x="14" y="26" width="36" height="24" fill="${c.ink}"/><path d="M12 18h40v8H12z" fill="${c.amber}"/>
    <path d="M17 18v8M25 18v8M33 18v8M41 18v8M49 18v8" stroke="${c.white}" stroke-width="3"/>
    <rect x="18" y="32" width="14" height="12" fill="${c.skyLight}"/><rect x="36" y="32" width="9" height="18" fill="${c.amber}"/>`,
  storage: `<rect x="12" y="34" width="18" height="16" fill="${c.amber}"/><rect x="32" y="34" width="20" height="16" fill="${c.ink}"/>
    <rect x="20" y="16" width="22" height="18" fill="${c.sky}"/><path d="M31 16v8M21 42h8M40 42h8" stroke="${c.white}" stroke-width="2.5"/>`,
  studio: `<rect x="12" y="22" width="40" height="26" rx="4" fill="${c.ink}"/><rect x="24" y="16" width="14" height="8" rx="2" fill="${c.ink}"/>
    <circle cx="32" cy="35" r="9" fill="${c.amber}"/><circle cx="32" cy="35" r="4" fill="${c.ink}"/><rect x="43" y="26" width="5" height="4" fill="${c.skyLight}"/>`,
  gym: `<rect x="18" y="29" width="28" height="6" fill="${c.ink}"/><rect x="10" y="20" width="8" height="24" rx="2" fill="${c.amber}"/>
    <rect x="46" y="20" width="8" height="24" rx="2" fill="${c.amber}"/><rect x="6" y="25" width="4" height="14" rx="1" fill="${c.ink}"/><rect x="54" y="25" width="4" height="14" rx="1" fill="${c.ink}"/>`,
  'dog-grooming': `<ellipse cx="32" cy="40" rx="11" ry="9" fill="${c.ink}"/><circle cx="19" cy="28" r="5" fill="${c.amber}"/>
    <circle cx="27" cy="20" r="5" fill="${c.amber}"/><circle cx="37" cy="20" r="5" fill="${c.amber}"/><circle cx="45" cy="28" r="5" fill="${c.amber}"/>`,
  cafe: `<path d="M14 24h30v14a12 12 0 0 1-12 12h-6a12 12 0 0 1-12-12z" fill="${c.ink}"/><path d="M44 28h4a6 6 0 0 1 0 12h-4" fill="none" stroke="${c.ink}" stroke-width="4"/>
    <path d="M22 12c-3 4 3 6 0 10M30 12c-3 4 3 6 0 10M38 12c-3 4 3 6 0 10" fill="none" stroke="${c.amber}" stroke-width="3" stroke-linecap="round"/><rect x="10" y="50" width="40" height="4" rx="2" fill="${c.sky}"/>`,
  'tech-lab': `<rect x="18" y="18" width="28" height="28" rx="3" fill="${c.ink}"/><rect x="25" y="25" width="14" height="14" fill="${c.amber}"/>
    <path d="M24 12v6M32 12v6M40 12v6M24 46v6M32 46v6M40 46v6M12 24h6M12 32h6M12 40h6M46 24h6M46 32h6M46 40h6" stroke="${c.sky}" stroke-width="3"/>`,
  training: `<rect x="12" y="12" width="40" height="26" fill="${c.white}" stroke="${c.ink}" stroke-width="3"/><path d="M18 30l8-8 6 5 10-9" fill="none" stroke="${c.amber}" stroke-width="3.5"/>
    <path d="M32 38v8M24 52l8-6 8 6" stroke="${c.ink}" stroke-width="3" fill="none"/>`,
  distribution: `<rect x="8" y="20" width="30" height="22" fill="${c.ink}"/><path d="M38 26h10l8 8v8H38z" fill="${c.amber}"/>
    <rect x="42" y="28" width="6" height="6" fill="${c.skyLight}"/><circle cx="18" cy="46" r="5" fill="${c.sky}"/><circle cx="46" cy="46" r="5" fill="${c.sky}"/>`,
  repair: `<path d="M40 12a10 10 0 0 0-9 14L14 43a4 4 0 0 0 6 6l17-17a10 10 0 0 0 14-9l-6 6-6-1-1-6z" fill="${c.ink}"/>
    <circle cx="46" cy="46" r="7" fill="${c.amber}"/><circle cx="46" cy="46" r="2.5" fill="${c.white}"/>`,
  office: `<rect x="16" y="14" width="32" height="20" rx="2" fill="${c.ink}"/><rect x="19" y="17" width="26" height="14" fill="${c.skyLight}"/>
    <rect x="29" y="34" width="6" height="6" fill="${c.inkSoft}"/><rect x="8" y="40" width="48" height="5" fill="${c.amber}"/><path d="M12 45v10M52 45v10" stroke="${c.ink}" stroke-width="3"/>`,
  'meeting-room': `<rect x="18" y="22" width="28" height="20" rx="4" fill="${c.amber}"/>
    <circle cx="25" cy="15" r="4" fill="${c.ink}"/><circle cx="39" cy="15" r="4" fill="${c.ink}"/><circle cx="25" cy="49" r="4" fill="${c.ink}"/><circle cx="39" cy="49" r="4" fill="${c.ink}"/>
    <circle cx="11" cy="32" r="4" fill="${c.sky}"/><circle cx="53" cy="32" r="4" fill="${c.sky}"/>`,
  'virtual-office': `<rect x="10" y="20" width="36" height="26" rx="2" fill="${c.ink}"/><path d="M10 21l18 14 18-14" fill="none" stroke="${c.skyLight}" stroke-width="3"/>
    <path d="M48 10a8 8 0 0 1 8 8c0 6-8 14-8 14s-8-8-8-14a8 8 0 0 1 8-8z" fill="${c.amber}"/><circle cx="48" cy="18" r="3" fill="${c.white}"/>`,
  coworking: `<rect x="10" y="34" width="44" height="6" fill="${c.ink}"/><path d="M14 40v12M50 40v12" stroke="${c.ink}" stroke-width="3"/>
    <circle cx="20" cy="20" r="5" fill="${c.amber}"/><circle cx="32" cy="18" r="5" fill="${c.sky}"/><circle cx="44" cy="20" r="5" fill="${c.amber}"/>
    <path d="M14 34a6 6 0 0 1 12 0M26 32a6 6 0 0 1 12 0M38 34a6 6 0 0 1 12 0" fill="${c.inkSoft}"/>`,
};

for (const [name, motif] of Object.entries(iconMotifs)) {
  write(`icons/${name}.svg`, svg(64, 64, `<rect width="64" height="64" rx="14" fill="${c.skySoft}"/>${motif}`));
}

/* Card and hero image per workspace type: a row of units or a room, with the type's motif large. */
const serviced = new Set(['office', 'meeting-room', 'virtual-office', 'coworking']);
for (const [name, motif] of Object.entries(iconMotifs)) {
  const setting = serviced.has(name)
    ? `<rect x="0" y="0" width="640" height="480" fill="${c.skySoft}"/>
       <rect x="0" y="360" width="640" height="120" fill="${c.paperDeep}"/>
       <rect x="60" y="60" width="150" height="200" fill="${c.white}"/><path d="M135 60v200M60 160h150" stroke="${c.skyLight}" stroke-width="6"/>
       <rect x="430" y="60" width="150" height="200" fill="${c.white}"/><path d="M505 60v200M430 160h150" stroke="${c.skyLight}" stroke-width="6"/>
       <rect x="80" y="300" width="480" height="16" fill="${c.ink}"/><path d="M110 316v90M530 316v90" stroke="${c.ink}" stroke-width="10"/>`
    : `<rect x="0" y="0" width="640" height="480" fill="${c.skySoft}"/>
       <circle cx="540" cy="90" r="46" fill="${c.amber}" opacity="0.9"/>
       <rect x="0" y="400" width="640" height="80" fill="${c.paperDeep}"/>
       ${unit(30, 230, 150, 170)}${unit(460, 230, 150, 170, c.skyLight)}`;
  write(
    `workspaces/${name}.svg`,
    svg(
      640,
      480,
      `${setting}<g transform="translate(232 132) scale(2.75)"><rect width="64" height="64" rx="12" fill="${c.paper}"/>${motif}</g>`,
    ),
  );
}

/* Home hero: a terrace of units under a wide north light, with a map pin over the middle one. */
function pin(x, y, s = 1) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -60a30 30 0 0 1 30 30c0 24-30 58-30 58s-30-34-30-58a30 30 0 0 1 30-30z" fill="${c.amber}"/><circle cx="0" cy="-30" r="11" fill="${c.ink}"/></g>`;
}
write(
  'home/hero.svg',
  svg(
    720,
    560,
    `<rect width="720" height="560" rx="24" fill="${c.skySoft}"/>
     <path d="M0 120 720 40v60L0 180z" fill="${c.white}" opacity="0.7"/>
     <rect x="0" y="470" width="720" height="90" fill="${c.paperDeep}"/>
     ${unit(40, 290, 180, 180)}${unit(270, 250, 180, 220, c.sky)}${unit(500, 290, 180, 180)}
     ${pin(360, 200, 1.3)}
     <rect x="60" y="490" width="120" height="10" rx="5" fill="${c.line}"/><rect x="520" y="490" width="140" height="10" rx="5" fill="${c.line}"/>`,
  ),
);

/* Benefits: a wide desktop scene and a taller mobile crop of the same idea (unit, desk, keys). */
function benefitsScene(width, height) {
  const floor = height - 110;
  const unitW = Math.round(width * 0.3);
  const unitH = Math.round(height * 0.5);
  const deskX = Math.round(width * 0.52);
  const deskW = Math.round(width * 0.4);
  let panes = '';
  for (let i = 0; i < 4; i++) {
    panes += `<rect x="${width * 0.2 + i * width * 0.15}" y="40" width="${width * 0.13}" height="${height * 0.22}" fill="${c.white}"/>`;
  }
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="24" fill="${c.skySoft}"/>
     ${panes}
     <rect x="0" y="${floor}" width="${width}" height="110" fill="${c.paperDeep}"/>
     <rect x="0" y="${floor}" width="${width}" height="8" fill="${c.line}"/>
     ${unit(Math.round(width * 0.08), floor - unitH, unitW, unitH)}
     <rect x="${deskX}" y="${floor - 130}" width="${deskW}" height="16" fill="${c.ink}"/>
     <path d="M${deskX + 20} ${floor - 114}v114M${deskX + deskW - 20} ${floor - 114}v114" stroke="${c.ink}" stroke-width="12"/>
     <rect x="${deskX + deskW * 0.12}" y="${floor - 230}" width="${deskW * 0.42}" height="${96}" rx="8" fill="${c.ink}"/>
     <rect x="${deskX + deskW * 0.12 + 10}" y="${floor - 220}" width="${deskW * 0.42 - 20}" height="76" fill="${c.skyLight}"/>
     <rect x="${deskX + deskW * 0.3}" y="${floor - 134}" width="${deskW * 0.06}" height="10" fill="${c.inkSoft}"/>
     <rect x="${deskX + deskW * 0.68}" y="${floor - 190}" width="44" height="60" rx="6" fill="${c.amber}"/>
     <path d="M${deskX + deskW * 0.68 + 22} ${floor - 190}c-20-30 0-60 0-60s20 30 0 60" fill="${c.sky}"/>
     <circle cx="${width - 110}" cy="${height * 0.38}" r="52" fill="${c.amber}"/>
     <path d="M${width - 134} ${height * 0.38}l16 16 30-34" fill="none" stroke="${c.ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
write('home/benefits-desktop.svg', benefitsScene(1200, 720));
write('home/benefits-mobile.svg', benefitsScene(720, 720));

/* Reviews: a meeting table seen from above with speech bubbles. */
write(
  'home/reviews.svg',
  svg(
    640,
    520,
    `<rect width="640" height="520" rx="24" fill="${c.skySoft}"/>
     <rect x="170" y="200" width="300" height="180" rx="24" fill="${c.amber}"/>
     <circle cx="230" cy="170" r="22" fill="${c.ink}"/><circle cx="320" cy="170" r="22" fill="${c.sky}"/><circle cx="410" cy="170" r="22" fill="${c.ink}"/>
     <circle cx="230" cy="410" r="22" fill="${c.sky}"/><circle cx="320" cy="410" r="22" fill="${c.ink}"/><circle cx="410" cy="410" r="22" fill="${c.sky}"/>
     <path d="M60 40h180a16 16 0 0 1 16 16v60a16 16 0 0 1-16 16h-120l-30 26v-26h-30a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z" fill="${c.white}"/>
     <path d="M80 70h140M80 96h100" stroke="${c.skyLight}" stroke-width="10" stroke-linecap="round"/>
     <path d="M400 40h180a16 16 0 0 1 16 16v60a16 16 0 0 1-16 16h-30v26l-30-26h-120a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z" fill="${c.ink}"/>
     <path d="M420 70h140M420 96h90" stroke="${c.amber}" stroke-width="10" stroke-linecap="round"/>`,
  ),
);

/* Page heroes for company, careers and audience pages. (The centre fallback image is drawn by the locations work.) */
write(
  'pages/company.svg',
  svg(
    640,
    480,
    `<rect width="640" height="480" rx="24" fill="${c.skySoft}"/>
     <rect x="0" y="400" width="640" height="80" fill="${c.paperDeep}"/>
     <rect x="120" y="140" width="400" height="260" fill="${c.ink}"/>
     <path d="M100 150 320 60l220 90z" fill="${c.inkSoft}"/>
     <rect x="160" y="180" width="80" height="60" fill="${c.skyLight}"/><rect x="280" y="180" width="80" height="60" fill="${c.amber}"/><rect x="400" y="180" width="80" height="60" fill="${c.skyLight}"/>
     <rect x="200" y="280" width="240" height="120" fill="${c.amber}"/><path d="M200 300h240M200 320h240M200 340h240M200 360h240M200 380h240" stroke="${c.amberStrong}" stroke-width="4"/>`,
  ),
);
write(
  'pages/people.svg',
  svg(
    640,
    480,
    `<rect width="640" height="480" rx="24" fill="${c.skySoft}"/>
     <rect x="100" y="300" width="440" height="20" fill="${c.ink}"/><path d="M140 320v120M500 320v120" stroke="${c.ink}" stroke-width="12"/>
     <circle cx="200" cy="190" r="40" fill="${c.amber}"/><path d="M130 300a70 70 0 0 1 140 0z" fill="${c.ink}"/>
     <circle cx="440" cy="190" r="40" fill="${c.sky}"/><path d="M370 300a70 70 0 0 1 140 0z" fill="${c.inkSoft}"/>
     <rect x="280" y="230" width="80" height="56" rx="6" fill="${c.white}"/><path d="M292 250h56M292 266h36" stroke="${c.skyLight}" stroke-width="6"/>`,
  ),
);
