/**
 * Draws the mock application screen that stands in for a product's or case study's screenshot:
 * a browser-like window with navigation, a chart and a side panel, in the item's accent colour.
 * Deterministic: the same slug and look always give the same picture.
 */
const WIDTH = 1200;
const HEIGHT = 750;
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Deterministic pseudo-random numbers in [0, 1) seeded from a string. */
const seededRandom = (seed) => {
  let state = [...seed].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
};

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
const shade = (hex, amount) => {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};

const text = (x, y, content, { size = 14, weight = 400, fill = '#0f172a', anchor = 'start' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;

/** The chart area of the main card, drawn in the box (x, y, w, h). */
const drawChart = (kind, box, accent, random) => {
  const { x, y, w, h } = box;
  const parts = [];
  const grid = () => {
    for (let i = 0; i <= 4; i += 1) {
      const gy = y + (h * i) / 4;
      parts.push(`<line x1="${x}" y1="${gy}" x2="${x + w}" y2="${gy}" stroke="#e2e8f0" stroke-width="1"/>`);
    }
  };
  if (kind === 'line' || kind === 'area') {
    grid();
    const n = 12;
    let v = 0.35 + random() * 0.2;
    const points = Array.from({ length: n }, (_, i) => {
      v = Math.min(0.95, Math.max(0.1, v + (random() - 0.35) * 0.18));
      return [x + (w * i) / (n - 1), y + h - v * h];
    });
    const line = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
    if (kind === 'area') {
      parts.push(`<path d="${line} L${x + w},${y + h} L${x},${y + h} Z" fill="${shade(accent, 0.8)}"/>`);
    }
    const second = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${Math.min(y + h, py + 40 + random() * 20).toFixed(1)}`).join(' ');
    parts.push(`<path d="${second}" fill="none" stroke="#cbd5e1" stroke-width="3" stroke-dasharray="8 6"/>`);
    parts.push(`<path d="${line}" fill="none" stroke="${accent}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`);
    points.forEach(([px, py], i) => {
      if (i % 3 === 2) parts.push(`<circle cx="${px}" cy="${py}" r="6" fill="#ffffff" stroke="${accent}" stroke-width="3"/>`);
    });
  } else if (kind === 'bar') {
    grid();
    const n = 10;
    const gap = 14;
    const bw = (w - gap * (n - 1)) / n;
    for (let i = 0; i < n; i += 1) {
      const bh = h * (0.3 + random() * 0.65);
      const bx = x + i * (bw + gap);
      parts.push(
        `<rect x="${bx.toFixed(1)}" y="${(y + h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="6" fill="${i === n - 3 ? accent : shade(accent, 0.55)}"/>`,
      );
    }
  } else if (kind === 'hbar') {
    const n = 5;
    const rowH = h / n;
    const names = ['Your clients', 'Competitor A', 'Competitor B', 'Competitor C', 'Competitor D'];
    for (let i = 0; i < n; i += 1) {
      const by = y + i * rowH + 8;
      const bw = (w - 150) * (i === 0 ? 0.88 : 0.25 + random() * 0.5);
      parts.push(text(x, by + rowH / 2 - 2, names[i], { size: 14, fill: '#475569' }));
      parts.push(`<rect x="${x + 140}" y="${by}" width="${w - 150}" height="${rowH - 22}" rx="8" fill="#f1f5f9"/>`);
      parts.push(`<rect x="${x + 140}" y="${by}" width="${bw.toFixed(1)}" height="${rowH - 22}" rx="8" fill="${i === 0 ? accent : shade(accent, 0.5)}"/>`);
    }
  } else if (kind === 'map') {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#f1f5f9"/>`);
    for (let i = 1; i < 6; i += 1) {
      const gx = x + (w * i) / 6 + (random() - 0.5) * 20;
      parts.push(`<line x1="${gx.toFixed(1)}" y1="${y}" x2="${(gx + 30).toFixed(1)}" y2="${y + h}" stroke="#ffffff" stroke-width="10"/>`);
    }
    for (let i = 1; i < 4; i += 1) {
      const gy = y + (h * i) / 4;
      parts.push(`<line x1="${x}" y1="${gy}" x2="${x + w}" y2="${(gy - 20).toFixed(1)}" stroke="#ffffff" stroke-width="10"/>`);
    }
    parts.push(
      `<path d="M${x},${y + h * 0.7} C${x + w * 0.3},${y + h * 0.55} ${x + w * 0.6},${y + h * 0.95} ${x + w},${y + h * 0.8}" fill="none" stroke="${shade('#38bdf8', 0.4)}" stroke-width="18"/>`,
    );
    for (let i = 0; i < 14; i += 1) {
      const px = x + 30 + random() * (w - 60);
      const py = y + 25 + random() * (h - 50);
      const hot = random() > 0.6;
      parts.push(
        `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="${hot ? 13 : 9}" fill="${hot ? accent : shade(accent, 0.45)}" stroke="#ffffff" stroke-width="3"/>`,
      );
    }
  } else if (kind === 'heat') {
    const cols = 8;
    const rows = 5;
    const cw = (w - 120) / cols;
    const ch = h / rows;
    const teams = ['Sales', 'Success', 'Engineering', 'Finance', 'Operations'];
    for (let r = 0; r < rows; r += 1) {
      parts.push(text(x, y + r * ch + ch / 2 + 5, teams[r], { size: 14, fill: '#475569' }));
      for (let c = 0; c < cols; c += 1) {
        const level = random();
        parts.push(
          `<rect x="${(x + 120 + c * cw).toFixed(1)}" y="${(y + r * ch + 4).toFixed(1)}" width="${(cw - 8).toFixed(1)}" height="${(ch - 8).toFixed(1)}" rx="6" fill="${shade(accent, 0.85 - level * 0.85)}"/>`,
        );
      }
    }
  } else if (kind === 'grid') {
    const cols = 5;
    const rows = 2;
    const gap = 14;
    const tw = (w - gap * (cols - 1)) / cols;
    const th = (h - gap * (rows - 1)) / rows;
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const tx = x + c * (tw + gap);
        const ty = y + r * (th + gap);
        const tint = shade(accent, 0.3 + random() * 0.55);
        parts.push(`<rect x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" width="${tw.toFixed(1)}" height="${th.toFixed(1)}" rx="8" fill="${tint}"/>`);
        parts.push(
          `<polygon points="${(tx + tw / 2 - 10).toFixed(1)},${(ty + th / 2 - 14).toFixed(1)} ${(tx + tw / 2 - 10).toFixed(1)},${(ty + th / 2 + 14).toFixed(1)} ${(tx + tw / 2 + 14).toFixed(1)},${(ty + th / 2).toFixed(1)}" fill="#ffffff" opacity="0.9"/>`,
        );
        parts.push(
          `<rect x="${(tx + 8).toFixed(1)}" y="${(ty + th - 24).toFixed(1)}" width="${(tw * 0.45).toFixed(1)}" height="14" rx="7" fill="#ffffff" opacity="0.85"/>`,
        );
      }
    }
  }
  return parts.join('\n');
};

const buildSvg = (slug, data, look) => {
  const { accent } = look;
  const random = seededRandom(slug);
  const dark = shade(accent, -0.45);
  const win = { x: 40, y: 30, w: 1120, h: 690 };
  const bar = 46;
  const side = { x: win.x, y: win.y + bar, w: 210, h: win.h - bar };
  const main = { x: side.x + side.w + 28, y: win.y + bar + 24 };
  const mainW = win.x + win.w - main.x - 28;
  const host = String(data.url).replace(/^https?:\/\//, '');
  const metrics = (data.metrics || []).slice(0, 4);

  const parts = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`);
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.82)}"/><stop offset="1" stop-color="${shade(accent, 0.55)}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`);

  // Browser window with a soft offset shadow.
  parts.push(`<rect x="${win.x + 6}" y="${win.y + 10}" width="${win.w}" height="${win.h}" rx="16" fill="${dark}" opacity="0.18"/>`);
  parts.push(`<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="16" fill="#f8fafc"/>`);
  parts.push(`<path d="M${win.x},${win.y + 16} a16,16 0 0 1 16,-16 h${win.w - 32} a16,16 0 0 1 16,16 v${bar - 16} h-${win.w} Z" fill="#e2e8f0"/>`);
  ['#ef4444', '#f59e0b', '#22c55e'].forEach((c, i) => parts.push(`<circle cx="${win.x + 24 + i * 20}" cy="${win.y + bar / 2}" r="6" fill="${c}"/>`));
  parts.push(`<rect x="${win.x + 300}" y="${win.y + 10}" width="${win.w - 600}" height="26" rx="13" fill="#ffffff"/>`);
  parts.push(`<rect x="${win.x + 316}" y="${win.y + 18}" width="8" height="10" rx="2" fill="#94a3b8"/>`);
  parts.push(text(win.x + 334, win.y + 28, `https://${host}`, { size: 13, fill: '#475569' }));

  // Sidebar with logo and navigation.
  parts.push(`<path d="M${side.x},${side.y} h${side.w} v${side.h} h-${side.w - 16} a16,16 0 0 1 -16,-16 Z" fill="#0f172a"/>`);
  parts.push(`<rect x="${side.x + 20}" y="${side.y + 22}" width="34" height="34" rx="9" fill="${accent}"/>`);
  parts.push(text(side.x + 37, side.y + 45, data.title.charAt(0).toUpperCase(), { size: 18, weight: 700, fill: '#ffffff', anchor: 'middle' }));
  parts.push(text(side.x + 64, side.y + 45, data.title, { size: 19, weight: 700, fill: '#ffffff' }));
  look.nav.forEach((label, i) => {
    const ny = side.y + 92 + i * 46;
    if (i === 0) parts.push(`<rect x="${side.x + 12}" y="${ny - 4}" width="${side.w - 24}" height="38" rx="9" fill="${accent}"/>`);
    parts.push(`<rect x="${side.x + 26}" y="${ny + 8}" width="14" height="14" rx="4" fill="${i === 0 ? '#ffffff' : '#475569'}"/>`);
    parts.push(text(side.x + 52, ny + 20, label, { size: 15, weight: i === 0 ? 700 : 400, fill: i === 0 ? '#ffffff' : '#cbd5e1' }));
  });
  parts.push(`<rect x="${side.x + 16}" y="${side.y + side.h - 72}" width="${side.w - 32}" height="52" rx="10" fill="#1e293b"/>`);
  parts.push(`<circle cx="${side.x + 42}" cy="${side.y + side.h - 46}" r="13" fill="${shade(accent, 0.4)}"/>`);
  parts.push(`<rect x="${side.x + 64}" y="${side.y + side.h - 56}" width="96" height="9" rx="4" fill="#64748b"/>`);
  parts.push(`<rect x="${side.x + 64}" y="${side.y + side.h - 41}" width="64" height="8" rx="4" fill="#334155"/>`);

  // Header of the main area.
  parts.push(text(main.x, main.y + 26, look.screen, { size: 26, weight: 700 }));
  parts.push(text(main.x, main.y + 50, `${data.title} · ${data.category}`, { size: 14, fill: '#64748b' }));
  parts.push(`<rect x="${main.x + mainW - 150}" y="${main.y + 6}" width="150" height="38" rx="10" fill="${accent}"/>`);
  parts.push(text(main.x + mainW - 75, main.y + 30, 'AI Insights', { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle' }));
  parts.push(`<rect x="${main.x + mainW - 330}" y="${main.y + 6}" width="166" height="38" rx="10" fill="#ffffff" stroke="#e2e8f0"/>`);
  parts.push(text(main.x + mainW - 247, main.y + 30, 'Last 30 days', { size: 14, fill: '#475569', anchor: 'middle' }));

  // Metric cards.
  const cardY = main.y + 74;
  const cardGap = 18;
  const cardW = (mainW - cardGap * 3) / 4;
  const cardH = 108;
  metrics.forEach((metric, i) => {
    const cx = main.x + i * (cardW + cardGap);
    parts.push(`<rect x="${cx.toFixed(1)}" y="${cardY}" width="${cardW.toFixed(1)}" height="${cardH}" rx="14" fill="#ffffff" stroke="#e2e8f0"/>`);
    parts.push(`<rect x="${cx.toFixed(1)}" y="${cardY + 18}" width="4" height="${cardH - 36}" rx="2" fill="${accent}"/>`);
    const labelSize = metric.label.length > 22 ? 12 : metric.label.length > 18 ? 13 : 14;
    const valueSize = metric.value.length > 6 ? 24 : 30;
    parts.push(text(cx + 22, cardY + 36, metric.label, { size: labelSize, fill: '#64748b' }));
    parts.push(text(cx + 22, cardY + 76, metric.value, { size: valueSize, weight: 700, fill: dark }));
    const trendX = cx + cardW - 58;
    const spark = Array.from({ length: 6 }, (_, k) => `${k ? 'L' : 'M'}${(trendX + k * 8).toFixed(1)},${(cardY + 92 - k * 4 - random() * 8).toFixed(1)}`).join(
      ' ',
    );
    parts.push(`<path d="${spark}" fill="none" stroke="${shade(accent, 0.25)}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`);
  });

  // Chart card and side panel.
  const lowerY = cardY + cardH + 22;
  const lowerH = win.y + win.h - lowerY - 24;
  const panelW = 300;
  const chartW = mainW - panelW - 18;
  parts.push(`<rect x="${main.x}" y="${lowerY}" width="${chartW}" height="${lowerH}" rx="14" fill="#ffffff" stroke="#e2e8f0"/>`);
  parts.push(text(main.x + 24, lowerY + 36, look.chartTitle, { size: 17, weight: 700 }));
  parts.push(`<rect x="${main.x + chartW - 118}" y="${lowerY + 18}" width="94" height="26" rx="13" fill="${shade(accent, 0.85)}"/>`);
  parts.push(text(main.x + chartW - 71, lowerY + 36, 'Live', { size: 13, weight: 700, fill: dark, anchor: 'middle' }));
  parts.push(drawChart(look.chart, { x: main.x + 24, y: lowerY + 62, w: chartW - 48, h: lowerH - 86 }, accent, random));

  const px = main.x + chartW + 18;
  parts.push(`<rect x="${px}" y="${lowerY}" width="${panelW}" height="${lowerH}" rx="14" fill="#ffffff" stroke="#e2e8f0"/>`);
  parts.push(text(px + 22, lowerY + 36, look.panelTitle, { size: 17, weight: 700 }));
  const rowH = (lowerH - 64) / look.panel.length;
  look.panel.forEach((item, i) => {
    const ry = lowerY + 56 + i * rowH;
    if (i > 0) parts.push(`<line x1="${px + 20}" y1="${ry}" x2="${px + panelW - 20}" y2="${ry}" stroke="#f1f5f9" stroke-width="2"/>`);
    parts.push(`<circle cx="${px + 38}" cy="${ry + rowH / 2}" r="15" fill="${shade(accent, 0.75 - i * 0.12)}"/>`);
    parts.push(text(px + 64, ry + rowH / 2 - 2, item, { size: 14, weight: 700, fill: '#1e293b' }));
    parts.push(`<rect x="${px + 64}" y="${ry + rowH / 2 + 8}" width="${80 + Math.round(random() * 70)}" height="8" rx="4" fill="#e2e8f0"/>`);
  });

  parts.push('</svg>');
  return parts.join('\n');
};

module.exports = { buildSvg, WIDTH, HEIGHT };
