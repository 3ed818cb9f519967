#!/usr/bin/env node
/**
 * Generates the product visual of each product: static/images/products/<slug>.webp, 1200x750,
 * (and 800 and 600 px copies for phones and cards), the same stylised app mock-up as the portfolio screenshots (scripts/generate-portfolio-images.cjs:
 * browser frame, product name, the product's own stat tiles, a chart and a side panel).
 * A plain image file at a stable address, shown with <img> (width/height set, so no layout shift):
 * product cards sit in server-only markup, and gatsby-plugin-image would add its runtime there.
 *   node scripts/generate-product-images.cjs
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const sharp = require('sharp');
const { buildSvg } = require('./generate-portfolio-images.cjs');

const ROOT = path.resolve(__dirname, '..');
const PRODUCT_DIR = path.join(ROOT, 'content', 'products');
const IMAGE_DIR = path.join(ROOT, 'static', 'images', 'products');

/** Per-product look: accent in the brand's blue-violet-teal range, chart style, navigation and panel. */
const LOOKS = {
  omnisynapses: {
    accent: '#4f46e5',
    chart: 'map',
    screen: 'Knowledge Graph',
    chartTitle: 'Connected sources',
    nav: ['Graph', 'Sources', 'Memory', 'Policies', 'Audit'],
    panelTitle: 'Recent answers',
    panel: ['Q3 churn drivers: 4 sources', 'Contract terms: Acme Corp', 'Policy: data retention', 'Onboarding runbook v7'],
  },
  'nova-ai': {
    accent: '#7c3aed',
    chart: 'grid',
    screen: 'Agent Studio',
    chartTitle: 'Active agents',
    nav: ['Agents', 'Bundles', 'Workflows', 'Runs', 'Settings'],
    panelTitle: 'Agent runs',
    panel: ['Lead qualifier: done', 'Invoice matcher: running', 'Support triage: done', 'Research brief: queued'],
  },
  viralyze: {
    accent: '#db2777',
    chart: 'hbar',
    screen: 'Trend Radar',
    chartTitle: 'Rising topics',
    nav: ['Trends', 'Content', 'Calendar', 'Channels', 'Reports'],
    panelTitle: 'Drafts ready',
    panel: ['Reel: AI at work', 'Thread: 5 automation wins', 'Post: customer story', 'Short: product tip'],
  },
  'digital-twin': {
    accent: '#0891b2',
    chart: 'area',
    screen: 'Executive Voice',
    chartTitle: 'Voice sessions',
    nav: ['Overview', 'Voice', 'Scripts', 'Channels', 'Analytics'],
    panelTitle: 'Recent messages',
    panel: ['Town hall recap', 'Investor update intro', 'Welcome new hires', 'Quarterly results'],
  },
  'ai-assistant-pro': {
    accent: '#2563eb',
    chart: 'line',
    screen: 'Conversations',
    chartTitle: 'Resolved conversations',
    nav: ['Inbox', 'Assistants', 'Knowledge', 'Hand-offs', 'Insights'],
    panelTitle: 'Live conversations',
    panel: ['Order status: resolved', 'Booking change: resolved', 'Billing question: agent', 'Returns policy: resolved'],
  },
  'datainsights-ai': {
    accent: '#0d9488',
    chart: 'bar',
    screen: 'Analytics Overview',
    chartTitle: 'Revenue by region',
    nav: ['Dashboards', 'Explore', 'Metrics', 'Alerts', 'Sharing'],
    panelTitle: 'Anomalies found',
    panel: ['EMEA revenue +18%', 'Churn spike: SMB tier', 'Forecast beat: Q4', 'Stock-out risk: SKU 204'],
  },
  automateflow: {
    accent: '#4338ca',
    chart: 'bar',
    screen: 'Workflow Runs',
    chartTitle: 'Automated tasks per day',
    nav: ['Workflows', 'Triggers', 'Runs', 'Connectors', 'Logs'],
    panelTitle: 'Latest runs',
    panel: ['Invoice intake: 214 done', 'CRM sync: 1,032 done', 'HR onboarding: 12 done', 'Ticket routing: 380 done'],
  },
  smartpredict: {
    accent: '#6d28d9',
    chart: 'line',
    screen: 'Forecasts',
    chartTitle: 'Demand forecast',
    nav: ['Forecasts', 'Models', 'Features', 'Scenarios', 'Reports'],
    panelTitle: 'Model accuracy',
    panel: ['Demand: 94.2%', 'Churn: 91.8%', 'Lead score: 89.5%', 'Inventory: 92.7%'],
  },
};

const main = async () => {
  fs.mkdirSync(IMAGE_DIR, { recursive: true });
  for (const file of fs.readdirSync(PRODUCT_DIR).filter((name) => name.endsWith('.md'))) {
    const { data } = matter(fs.readFileSync(path.join(PRODUCT_DIR, file), 'utf8'));
    const look = LOOKS[data.slug];
    if (!look) throw new Error(`No image look defined for product "${data.slug}" (from ${file})`);
    const mock = { title: data.name, category: data.category, url: `app.aurelion.ai/${data.slug}`, metrics: data.stats };
    const svg = Buffer.from(buildSvg(data.slug, mock, look));
    // Full size for the product page on wide screens, 800 px for it on phones (a 412 px wide
    // phone at 1.75x density needs 721 px), 600 px for the cards (srcset picks by width and density).
    for (const [suffix, width] of [
      ['', 1200],
      ['-800', 800],
      ['-600', 600],
    ]) {
      const out = path.join(IMAGE_DIR, `${data.slug}${suffix}.webp`);
      await sharp(svg, { density: 72 * (width / 1200) * 2 })
        .resize(width)
        .webp({ quality: 82 })
        .toFile(out);
      console.log(`${path.relative(ROOT, out)} ${Math.round(fs.statSync(out).size / 1024)} KB`);
    }
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
