import { inlineScript } from '../../gatsby/lib/inline-script';
import { HEADER_CONTROLS } from '../lib/header-controls';

const script = inlineScript('header-controls');

/** Just enough of a page for the header script: elements that know their parent and the selectors they match. */
class FakeElement {
  private readonly attributes = new Map<string, string>();
  constructor(
    private readonly page: FakePage,
    private readonly selectors: string[],
    readonly parent: FakeElement | null = null,
  ) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string): FakeElement | null {
    return this.selectors.includes(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  contains(other: FakeElement | null) {
    for (let element = other; element; element = element.parent) if (element === this) return true;
    return false;
  }
  focus() {
    this.page.document.activeElement = this;
  }
}

type Listener = (event: object) => void;

class FakePage {
  readonly listeners = new Map<string, Listener[]>();
  readonly storage = new Map<string, string>();
  readonly bodyClasses = new Set(['light']);
  readonly window = {
    scrollY: 0,
    addEventListener: (type: string, listener: Listener) => this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]),
    localStorage: { setItem: (key: string, value: string) => this.storage.set(key, value) },
  };
  readonly document: { activeElement: FakeElement | null; body: object; querySelector: (selector: string) => FakeElement | null } = {
    activeElement: null,
    body: {
      classList: {
        toggle: (name: string) => (this.bodyClasses.delete(name) ? false : Boolean(this.bodyClasses.add(name))),
      },
    },
    querySelector: (selector: string) => this.bySelector.get(selector) ?? null,
  };
  readonly bar = new FakeElement(this, [HEADER_CONTROLS.selectors.bar]);
  readonly menuButton = new FakeElement(this, [HEADER_CONTROLS.selectors.menuButton], this.bar);
  readonly menuIcon = new FakeElement(this, ['svg'], this.menuButton);
  readonly themeToggle = new FakeElement(this, [HEADER_CONTROLS.selectors.themeToggle], this.bar);
  readonly menu = new FakeElement(this, [HEADER_CONTROLS.selectors.menu], this.bar);
  readonly menuLink = new FakeElement(this, [`${HEADER_CONTROLS.selectors.menu} a`], this.menu);
  readonly heading = new FakeElement(this, ['h1']);
  private readonly bySelector = new Map<string, FakeElement>([
    [HEADER_CONTROLS.selectors.bar, this.bar],
    [HEADER_CONTROLS.selectors.menuButton, this.menuButton],
    [HEADER_CONTROLS.selectors.themeToggle, this.themeToggle],
    [HEADER_CONTROLS.selectors.menu, this.menu],
  ]);

  constructor() {
    this.bar.setAttribute('data-frosted', 'false');
    this.menuButton.setAttribute('aria-expanded', 'false');
    this.menu.setAttribute('hidden', '');
    // The script as the page carries it: a string, with nothing of this module in scope.
    new Function('window', 'document', script)(this.window, this.document);
  }
  dispatch(type: string, event: object) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  tap(target: FakeElement) {
    this.dispatch('click', { target });
  }
  get menuOpen() {
    return this.menuButton.getAttribute('aria-expanded') === 'true' && this.menu.getAttribute('hidden') === null;
  }
}

describe('header script', () => {
  it('opens the menu on a tap on its button (or the icon in it), frosts the bar, and closes it on the next tap', () => {
    const page = new FakePage();
    page.tap(page.menuIcon);
    expect(page.menuOpen).toBe(true);
    expect(page.bar.getAttribute('data-frosted')).toBe('true');
    page.tap(page.menuButton);
    expect(page.menuOpen).toBe(false);
    expect(page.menu.getAttribute('hidden')).toBe('');
    expect(page.bar.getAttribute('data-frosted')).toBe('false');
  });

  it('closes the menu when one of its links is followed, and ignores taps elsewhere', () => {
    const page = new FakePage();
    page.tap(page.menuButton);
    page.tap(page.heading);
    expect(page.menuOpen).toBe(true);
    page.tap(page.menuLink);
    expect(page.menuOpen).toBe(false);
  });

  it('closes the menu on Escape and gives focus back to the button when it was in the menu', () => {
    const page = new FakePage();
    page.tap(page.menuButton);
    page.menuLink.focus();
    page.dispatch('keydown', { key: 'Enter' });
    expect(page.menuOpen).toBe(true);
    page.dispatch('keydown', { key: 'Escape' });
    expect(page.menuOpen).toBe(false);
    expect(page.document.activeElement).toBe(page.menuButton);
  });

  it('switches the theme on the body class and saves it under "theme"', () => {
    const page = new FakePage();
    page.tap(page.themeToggle);
    expect(page.bodyClasses.has('light')).toBe(false);
    expect(page.storage.get('theme')).toBe('dark');
    page.tap(page.themeToggle);
    expect(page.bodyClasses.has('light')).toBe(true);
    expect(page.storage.get('theme')).toBe('light');
  });

  it('frosts the bar once the page has scrolled more than 50 px', () => {
    const page = new FakePage();
    page.window.scrollY = 50;
    page.dispatch('scroll', {});
    expect(page.bar.getAttribute('data-frosted')).toBe('false');
    page.window.scrollY = 51;
    page.dispatch('scroll', {});
    expect(page.bar.getAttribute('data-frosted')).toBe('true');
  });
});
