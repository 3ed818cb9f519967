/** The dialog's and results' rules, added to the page once search is opened (never in the first load). */
export const SEARCH_CSS = `
.site-search{width:min(40rem,calc(100vw - 1rem));max-height:calc(100vh - 2rem);margin:1rem auto auto;padding:1rem;border:1px solid var(--color-border);border-radius:12px;background:var(--color-bg);color:var(--color-text);box-sizing:border-box;overflow:auto}
.site-search::backdrop{background:rgb(0 0 0 / 0.55)}
.site-search-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-bottom:.5rem}
.site-search-head h2{font-size:1.2rem;margin:0}
.site-search-close{min-height:44px;padding:0 1rem;border:1px solid var(--color-border);border-radius:999px;background:transparent;color:var(--color-text);font:inherit;cursor:pointer}
.site-search label{display:block;font-weight:600;margin-bottom:.25rem}
.site-search-input{width:100%;box-sizing:border-box;min-height:44px;padding:.5rem .75rem;border:1px solid var(--color-muted);border-radius:8px;background:var(--color-surface-raised);color:var(--color-text);font:inherit}
.site-search-status{color:var(--color-muted);margin:.75rem 0 .5rem;font-size:.9rem}
.site-search-results{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.site-search-link{display:block;padding:.75rem;border:1px solid var(--color-border);border-radius:8px;color:var(--color-text);text-decoration:none;overflow-wrap:anywhere}
.site-search-link:hover,.site-search-link:focus{border-color:var(--color-accent);background:var(--color-surface)}
.site-search-link:focus-visible{outline:2px solid var(--color-focus);outline-offset:2px}
.site-search-result-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem .75rem}
.site-search-result-title{font-weight:700;color:var(--color-accent-strong)}
.site-search-result-section{font-size:.8rem;color:var(--color-muted)}
.site-search-snippet{display:block;margin-top:.25rem;font-size:.9rem;line-height:1.5}
.site-search-snippet mark{background:var(--color-accent);color:var(--color-on-accent);border-radius:2px;padding:0 1px}
`;
